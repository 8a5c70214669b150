//! NCCL tests (feature `nccl`), in their own binary: the two-process tests re-run this binary
//! as child processes, one per rank.
//!
//! - `cpu_*`: need NCCL (the library, no GPU): ids, groups, errors. They skip without NCCL
//!   (`REQUIRE_NCCL=1` makes that a failure).
//! - the rest need GPUs. Tests written for two GPUs run with a world of one (and say so when
//!   the binary exits) on a machine with one GPU; `REQUIRE_2_GPUS=1` makes that a failure.
//! - every collective is checked element by element: on two GPUs of this process (with
//!   `Comm::from_devices`, grouped from one thread and one thread per rank; with
//!   `Comm::from_rank` on threads), and with two processes (`Comm::from_rank`, the `Id` passed
//!   over a pipe), in each of the three forms (main stream, another stream, async).
//!
//! NVLink multicast stays off: the crate sets `NCCL_NVLS_ENABLE=0` unless it is set, these
//! tests refuse to run with any other value, and the child processes get it explicitly.

#[macro_use]
mod support;

use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::{CudaDevice, CudaSlice, CudaStream, DeviceRepr, ValidAsZeroBits};
use cuda_driver::nccl::result::{NcclError, NcclStatus};
use cuda_driver::nccl::sys::{ncclDataType_t, ncclResult_t};
use cuda_driver::nccl::{Comm, Id, NcclType, ReduceOp, group_end, group_start};
use futures_lite::future::block_on;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use support::kernels;

const NVLS: &str = "NCCL_NVLS_ENABLE";
/// Set in a child process: its rank.
const RANK_VAR: &str = "CUDA_DRIVER_NCCL_TEST_RANK";
/// Set in a child process: the world size.
const WORLD_VAR: &str = "CUDA_DRIVER_NCCL_TEST_WORLD";
/// Set in the children of rank > 0: rank 0's id, in hex.
const ID_VAR: &str = "CUDA_DRIVER_NCCL_TEST_ID";
/// Set in the children of the drop test: the file rank 0 makes once its drop has returned.
const DONE_FILE_VAR: &str = "CUDA_DRIVER_NCCL_TEST_DONE_FILE";
/// Set in the children of the drop test: the ordinal of the rank's GPU.
const DEVICE_VAR: &str = "CUDA_DRIVER_NCCL_TEST_DEVICE";
/// Elements per rank in the collective checks: odd, and past one NCCL chunk.
const LEN: usize = 70_001;

// ---- skipping ---------------------------------------------------------------------------------

/// Panics if NVLink multicast could be on: these tests never run NCCL with it.
fn nvls_off() {
    if let Ok(v) = std::env::var(NVLS) {
        assert_eq!(
            v, "0",
            "{NVLS}={v}: these tests run NCCL only with NVLink multicast off ({NVLS}=0 or unset)"
        );
    }
}

/// Whether NCCL can be loaded; if not, records the skip.
fn nccl_available() -> bool {
    nvls_off();
    match cuda_driver::nccl::result::get_nccl_version() {
        Ok(_) => true,
        Err(e) => {
            support::skip("NCCL", "REQUIRE_NCCL", &e.to_string());
            false
        }
    }
}

/// `nccl!();`: return (skip) without NCCL.
macro_rules! nccl {
    () => {
        if !nccl_available() {
            return;
        }
    };
}

/// The GPU tests of this binary run one at a time: communicators of concurrent tests on the
/// same GPUs could wait for each other's kernels.
static SERIAL: Mutex<()> = Mutex::new(());

/// The devices of a world, held for one test at a time.
struct World {
    devs: Vec<Arc<CudaDevice>>,
    _serial: MutexGuard<'static, ()>,
}

impl std::ops::Deref for World {
    type Target = Vec<Arc<CudaDevice>>;
    fn deref(&self) -> &Self::Target {
        &self.devs
    }
}

/// The devices of a world of two, or of one (noted) on a one-GPU machine; `None` (skipped)
/// without NCCL or a GPU.
fn world() -> Option<World> {
    if !nccl_available() {
        return None;
    }
    let serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let devs = world_devices()?;
    Some(World {
        devs,
        _serial: serial,
    })
}

fn world_devices() -> Option<Vec<Arc<CudaDevice>>> {
    let dev0 = support::device()?;
    let count = CudaDevice::count().unwrap_or(1);
    if count < 2 {
        support::skip(
            "second GPU",
            "REQUIRE_2_GPUS",
            "one GPU: the two-GPU tests ran with a world of one rank instead",
        );
        return Some(vec![dev0]);
    }
    Some(vec![dev0, CudaDevice::new(1).unwrap()])
}

macro_rules! world {
    () => {
        match world() {
            Some(w) => w,
            None => return,
        }
    };
}

// ---- values -----------------------------------------------------------------------------------

/// An element type of the checks, made from small integers.
trait Val:
    NcclType
    + DeviceRepr
    + ValidAsZeroBits
    + Copy
    + PartialEq
    + std::fmt::Debug
    + Send
    + Sync
    + Unpin
    + 'static
{
    fn of(x: i64) -> Self;
}

macro_rules! val {
    ($($t:ty),*) => { $(impl Val for $t { fn of(x: i64) -> Self { x as $t } })* };
}
val!(f32, f64, i8, u8, i32, u32, i64, u64, isize, usize);
#[cfg(feature = "f16")]
impl Val for half::f16 {
    fn of(x: i64) -> Self {
        half::f16::from_f32(x as f32)
    }
}
#[cfg(feature = "f16")]
impl Val for half::bf16 {
    fn of(x: i64) -> Self {
        half::bf16::from_f32(x as f32)
    }
}

/// Rank `r`'s value at element `i` in the checks: small, so that sums stay exact in every
/// type (also i8 and the 16-bit floats, for two ranks).
fn v(r: usize, i: usize) -> i64 {
    ((i * 7 + r * 3) % 11) as i64
}

#[track_caller]
fn check<T: Val>(got: &[T], want: impl Fn(usize) -> i64, what: &str) {
    let bad = (0..got.len()).filter(|&i| got[i] != T::of(want(i))).count();
    if bad > 0 {
        let i = (0..got.len()).find(|&i| got[i] != T::of(want(i))).unwrap();
        panic!(
            "{what}: {bad} of {} elements wrong (first at {i}: {:?} instead of {:?})",
            got.len(),
            got[i],
            T::of(want(i))
        );
    }
}

// ---- one rank's view: the checks every collective goes through ------------------------------

/// Where a rank runs its collectives.
#[derive(Clone, Copy, Debug)]
enum Mode {
    Main,
    Stream,
    Async,
}

const MODES: [Mode; 3] = [Mode::Main, Mode::Stream, Mode::Async];

/// One rank of a world, running collectives in one mode.
struct Rank<'a> {
    comm: &'a Comm,
    dev: Arc<CudaDevice>,
    stream: CudaStream,
    adev: AsyncDevice,
    mode: Mode,
}

impl<'a> Rank<'a> {
    fn new(comm: &'a Comm, mode: Mode) -> Self {
        let dev = comm.device();
        Rank {
            comm,
            stream: dev.fork_default_stream().unwrap(),
            adev: AsyncDevice::new(dev.clone()).unwrap(),
            dev,
            mode,
        }
    }

    fn r(&self) -> usize {
        self.comm.rank()
    }

    fn n(&self) -> usize {
        self.comm.world_size()
    }

    fn up<T: Val>(&self, f: impl Fn(usize) -> i64, len: usize) -> CudaSlice<T> {
        self.dev
            .htod_copy((0..len).map(|i| T::of(f(i))).collect())
            .unwrap()
    }

    fn down<T: Val>(&self, x: &CudaSlice<T>) -> Vec<T> {
        self.dev.dtoh_sync_copy(x).unwrap()
    }

    fn what(&self, op: &str) -> String {
        format!("{op} ({:?}, rank {} of {})", self.mode, self.r(), self.n())
    }

    fn all_reduce<T: Val>(&self, op: ReduceOp) {
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

    fn all_reduce_in_place(&self) {
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

    fn broadcast(&self, root: usize) {
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

    fn broadcast_in_place(&self, root: usize) {
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

    fn reduce(&self, root: usize) {
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

    fn reduce_in_place(&self, root: usize) {
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

    fn all_gather(&self) {
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

    fn reduce_scatter(&self) {
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
    fn send_recv(&self) {
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
    fn every_collective(&self) {
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
    fn ordering(&self, slow: &kernels::SlowKernels) {
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
    fn dropped_futures(&self) {
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

/// What one rank runs in the process and thread tests: every collective in every form, the
/// ordering checks and dropped futures.
fn rank_suite(comm: &Comm) {
    for mode in MODES {
        Rank::new(comm, mode).every_collective();
    }
    let slow = kernels::slow_kernels(&comm.device());
    for mode in MODES {
        Rank::new(comm, mode).ordering(&slow);
    }
    Rank::new(comm, Mode::Async).dropped_futures();
    comm.wait(Some(Duration::from_secs(60))).unwrap();
}

/// Runs `f` on one thread per communicator, and fails if any thread fails.
fn per_thread(comms: Vec<Comm>, f: fn(&Comm)) {
    let threads: Vec<_> = comms
        .into_iter()
        .map(|c| std::thread::spawn(move || f(&c)))
        .collect();
    for t in threads {
        if let Err(e) = t.join() {
            std::panic::resume_unwind(e);
        }
    }
}

// ---- CPU only: ids, groups, errors -------------------------------------------------------------

#[test]
fn cpu_ids_travel_as_bytes() {
    nccl!();
    let id = Id::new().unwrap();
    let copy = Id::from_bytes(id.to_bytes());
    assert_eq!(copy.to_bytes(), id.to_bytes());
    assert_eq!(Id::uninit(*id.internal()).to_bytes(), id.to_bytes());
    assert_ne!(
        Id::new().unwrap().to_bytes(),
        id.to_bytes(),
        "two ids are different"
    );
}

#[test]
fn cpu_groups_nest_and_an_unmatched_end_is_an_error() {
    nccl!();
    assert_eq!(group_start().unwrap(), NcclStatus::Success);
    group_start().unwrap();
    group_end().unwrap();
    group_end().unwrap();
    let e = group_end().expect_err("no group is open");
    assert_eq!(e.code(), ncclResult_t::ncclInvalidUsage, "{e}");
    // The raw layer's names are the same functions.
    cuda_driver::nccl::result::group_start().unwrap();
    cuda_driver::nccl::result::group_end().unwrap();
}

#[test]
fn cpu_the_group_macro_keeps_its_error_for_the_threads_next_call() {
    nccl!();
    // A thread of its own: what the macro keeps is the thread's.
    std::thread::spawn(|| {
        cuda_driver::group!({
            // Ends the macro's group early: the macro's own end then has none to end.
            group_end().unwrap();
        });
        let e = group_start().expect_err("the macro's failed end comes with the next call");
        assert_eq!(e.code(), ncclResult_t::ncclInvalidUsage, "{e}");
        // Returned once, then calls work again.
        group_start().unwrap();
        group_end().unwrap();
        // A block that runs fine leaves nothing behind.
        cuda_driver::group!({});
        group_start().unwrap();
        group_end().unwrap();
    })
    .join()
    .unwrap();
}

#[test]
fn cpu_a_thread_that_exits_inside_a_group_ends_it() {
    nccl!();
    std::thread::spawn(|| group_start().unwrap())
        .join()
        .unwrap();
    // This thread's groups are unaffected.
    group_start().unwrap();
    group_end().unwrap();
}

#[test]
fn cpu_errors_carry_nccls_words() {
    nccl!();
    let e = NcclError::new(ncclResult_t::ncclRemoteError);
    assert!(e.to_string().contains("ncclRemoteError"), "{e}");
    let s = cuda_driver::nccl::result::get_error_string(ncclResult_t::ncclInvalidArgument).unwrap();
    assert!(s.contains("invalid argument"), "{s}");
}

// ---- GPU: one process -------------------------------------------------------------------------

/// Every collective from one thread driving every GPU (`from_devices`, grouped), checked
/// element by element, on the main stream and on other streams.
#[test]
fn from_devices_grouped_every_collective() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let n = comms.len();
    for (i, c) in comms.iter().enumerate() {
        assert_eq!((c.rank(), c.world_size()), (i, n));
    }
    let streams: Vec<CudaStream> = comms
        .iter()
        .map(|c| c.device().fork_default_stream().unwrap())
        .collect();
    for on_stream in [false, true] {
        let what = |op: &str| format!("{op} (grouped, on_stream {on_stream}, world {n})");
        // all_reduce, every op.
        for op in [
            ReduceOp::Sum,
            ReduceOp::Prod,
            ReduceOp::Max,
            ReduceOp::Min,
            ReduceOp::Avg,
        ] {
            let scale = if op == ReduceOp::Avg { n as i64 } else { 1 };
            let sends: Vec<CudaSlice<f32>> = comms
                .iter()
                .map(|c| {
                    let r = c.rank();
                    c.device()
                        .htod_copy((0..LEN).map(|i| (v(r, i) * scale) as f32).collect())
                })
                .collect::<Result<_, _>>()
                .unwrap();
            let mut recvs: Vec<CudaSlice<f32>> = comms
                .iter()
                .map(|c| c.device().alloc_zeros(LEN))
                .collect::<Result<_, _>>()
                .unwrap();
            group_start().unwrap();
            for (k, c) in comms.iter().enumerate() {
                if on_stream {
                    c.all_reduce_on_stream(&streams[k], &sends[k], &mut recvs[k], &op)
                } else {
                    c.all_reduce(&sends[k], &mut recvs[k], &op)
                }
                .unwrap();
            }
            group_end().unwrap();
            for (c, y) in comms.iter().zip(&recvs) {
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
                    &c.device().dtoh_sync_copy(y).unwrap(),
                    want,
                    &what(&format!("{op:?}")),
                );
            }
        }
        // broadcast, reduce, all_gather, reduce_scatter, send/recv, in one group each.
        let ups = |f: &dyn Fn(usize, usize) -> i64, len: usize| -> Vec<CudaSlice<i32>> {
            comms
                .iter()
                .map(|c| {
                    let r = c.rank();
                    c.device()
                        .htod_copy((0..len).map(|i| f(r, i) as i32).collect())
                })
                .collect::<Result<_, _>>()
                .unwrap()
        };
        let zeros = |len: usize| -> Vec<CudaSlice<i32>> {
            comms
                .iter()
                .map(|c| c.device().alloc_zeros(len))
                .collect::<Result<_, _>>()
                .unwrap()
        };
        let root = n - 1;
        let xs = ups(&|r, i| (i * 3 + r) as i64, LEN);
        let mut ys = zeros(LEN);
        let mut gathered = zeros(LEN * n);
        let big = ups(&v, LEN * n);
        let mut scattered = zeros(LEN);
        let mut reduced = zeros(LEN);
        let mut ring = zeros(LEN);
        let mut in_place = ups(&|r, i| (i + 100 * r) as i64, LEN);
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            let s = on_stream.then_some(&streams[k]);
            let send = (k == root).then_some(&xs[k]);
            match s {
                Some(s) => c.broadcast_on_stream(s, send, &mut ys[k], root as i32),
                None => c.broadcast(send, &mut ys[k], root as i32),
            }
            .unwrap();
        }
        group_end().unwrap();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            match on_stream.then_some(&streams[k]) {
                Some(s) => c.broadcast_in_place_on_stream(s, &mut in_place[k], 0),
                None => c.broadcast_in_place(&mut in_place[k], 0),
            }
            .unwrap();
        }
        group_end().unwrap();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            let s = on_stream.then_some(&streams[k]);
            let recv = (k == 0).then_some(&mut reduced[k]);
            match s {
                Some(s) => c.reduce_on_stream(s, &xs[k], recv, &ReduceOp::Sum, 0),
                None => c.reduce(&xs[k], recv, &ReduceOp::Sum, 0),
            }
            .unwrap();
        }
        group_end().unwrap();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            match on_stream.then_some(&streams[k]) {
                Some(s) => c.all_gather_on_stream(s, &xs[k], &mut gathered[k]),
                None => c.all_gather(&xs[k], &mut gathered[k]),
            }
            .unwrap();
        }
        group_end().unwrap();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            match on_stream.then_some(&streams[k]) {
                Some(s) => {
                    c.reduce_scatter_on_stream(s, &big[k], &mut scattered[k], &ReduceOp::Sum)
                }
                None => c.reduce_scatter(&big[k], &mut scattered[k], &ReduceOp::Sum),
            }
            .unwrap();
        }
        group_end().unwrap();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            let next = ((k + 1) % n) as i32;
            let prev = ((k + n - 1) % n) as i32;
            match on_stream.then_some(&streams[k]) {
                Some(s) => {
                    c.send_on_stream(s, &xs[k], next).unwrap();
                    c.recv_on_stream(s, &mut ring[k], prev).unwrap();
                }
                None => {
                    c.send(&xs[k], next).unwrap();
                    c.recv(&mut ring[k], prev).unwrap();
                }
            }
        }
        group_end().unwrap();
        for (k, c) in comms.iter().enumerate() {
            let dev = c.device();
            let get = |x: &CudaSlice<i32>| dev.dtoh_sync_copy(x).unwrap();
            check(&get(&ys[k]), |i| (i * 3 + root) as i64, &what("broadcast"));
            check(
                &get(&in_place[k]),
                |i| i as i64,
                &what("broadcast_in_place"),
            );
            if k == 0 {
                let want = |i: usize| (0..n).map(|r| (i * 3 + r) as i64).sum();
                check(&get(&reduced[k]), want, &what("reduce"));
            }
            check(
                &get(&gathered[k]),
                |j| ((j % LEN) * 3 + j / LEN) as i64,
                &what("all_gather"),
            );
            let want = |i: usize| (0..n).map(|r| v(r, k * LEN + i)).sum();
            check(&get(&scattered[k]), want, &what("reduce_scatter"));
            let prev = (k + n - 1) % n;
            check(
                &get(&ring[k]),
                |i| (i * 3 + prev) as i64,
                &what("send/recv ring"),
            );
        }
    }
}

/// Every collective, every form, ordering and dropped futures: `from_devices` communicators,
/// one thread per rank.
#[test]
fn from_devices_one_thread_per_rank() {
    let devs = world!();
    per_thread(Comm::from_devices(devs.to_vec()).unwrap(), rank_suite);
}

/// The same with `from_rank` on threads of one process (cudarc's pattern).
#[test]
fn from_rank_threads() {
    let devs = world!();
    let n = devs.len();
    let id = Id::new().unwrap();
    let threads: Vec<_> = devs
        .iter()
        .cloned()
        .enumerate()
        .map(|(rank, dev)| {
            std::thread::spawn(move || {
                let comm = Comm::from_rank(dev, rank, n, id).unwrap();
                Rank::new(&comm, Mode::Main).every_collective();
            })
        })
        .collect();
    for t in threads {
        if let Err(e) = t.join() {
            std::panic::resume_unwind(e);
        }
    }
}

// ---- GPU: groups -----------------------------------------------------------------------------

/// Inside a group, the buffers of its operations are refused to other work until the group
/// ends; a buffer dropped inside is freed after the launch.
#[test]
fn groups_defer_their_buffers() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let n = comms.len();
    let sends: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().htod_copy(vec![(c.rank() + 1) as f32; LEN]))
        .collect::<Result<_, _>>()
        .unwrap();
    let mut recvs: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().alloc_zeros(LEN))
        .collect::<Result<_, _>>()
        .unwrap();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        c.all_reduce(&sends[k], &mut recvs[k], &ReduceOp::Sum)
            .unwrap();
    }
    let dev0 = comms[0].device();
    // Not launched yet: reading the output would see what was there before.
    let e = dev0
        .dtoh_sync_copy(&recvs[0])
        .expect_err("refused inside the group");
    assert!(e.to_string().contains("group_end"), "{e}");
    // Writing the input would change what the group reads.
    let mut send0 = sends;
    let e = dev0
        .htod_sync_copy_into(&vec![9.0f32; LEN], &mut send0[0])
        .expect_err("refused inside the group");
    assert!(e.to_string().contains("group"), "{e}");
    // Async calls cannot join a group.
    let adev = AsyncDevice::new(dev0.clone()).unwrap();
    let e = block_on(comms[0].all_reduce_in_place_async(&adev, &mut recvs[0], &ReduceOp::Sum))
        .expect_err("async refused inside a group");
    assert!(e.to_string().contains("group"), "{e}");
    // Dropped inside the group: freed once launched.
    drop(send0);
    group_end().unwrap();
    let sum = (n * (n + 1) / 2) as f32;
    for (c, y) in comms.iter().zip(&recvs) {
        kernels::assert_all(
            &c.device().dtoh_sync_copy(y).unwrap(),
            sum,
            "after group_end",
        );
        c.device().synchronize().unwrap();
    }
}

/// A communicator with operations in this thread's open group is refused to other threads.
#[test]
fn groups_hold_their_communicators() {
    let devs = world!();
    let mut comms = Comm::from_devices(devs.to_vec()).unwrap();
    let mut bufs: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().htod_copy(vec![1.0f32; 16]))
        .collect::<Result<_, _>>()
        .unwrap();
    group_start().unwrap();
    for (c, b) in comms.iter().zip(&mut bufs) {
        c.all_reduce_in_place(b, &ReduceOp::Sum).unwrap();
    }
    let last = comms.pop().unwrap();
    let dev = last.device();
    let e = std::thread::spawn(move || {
        let mut x = dev.alloc_zeros::<f32>(16).unwrap();
        let e = last
            .all_reduce_in_place(&mut x, &ReduceOp::Sum)
            .unwrap_err();
        drop(last); // destroyed once the group has ended, on the other thread
        e
    })
    .join()
    .unwrap();
    assert_eq!(e.code(), ncclResult_t::ncclInvalidUsage, "{e}");
    group_end().unwrap();
    let n = bufs.len() as f32;
    for (dev, b) in devs.iter().zip(&bufs) {
        kernels::assert_all(&dev.dtoh_sync_copy(b).unwrap(), n, "held group");
    }
}

/// A thread that exits with a group open: the group is ended then (one rank, so that it can
/// complete alone).
#[test]
fn group_left_open_by_an_exiting_thread_is_launched() {
    let devs = world!();
    let comm = Comm::from_devices(vec![devs[0].clone()])
        .unwrap()
        .pop()
        .unwrap();
    let dev = comm.device();
    let mut x = dev.htod_copy(vec![3.0f32; LEN]).unwrap();
    // The communicator and the buffer go to the thread; the buffer comes back before the
    // thread's end launches the group.
    let y = std::thread::spawn(move || {
        group_start().unwrap();
        comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
        x
    })
    .join()
    .unwrap();
    kernels::assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        3.0,
        "ended at thread exit",
    );
}

// ---- GPU: bad input ----------------------------------------------------------------------------

#[track_caller]
fn refused(r: Result<impl std::fmt::Debug, NcclError>, code: ncclResult_t, words: &str) {
    let e = r.expect_err("refused");
    assert_eq!(e.code(), code, "{e}");
    assert!(e.to_string().contains(words), "{words:?} not in: {e}");
}

/// A lying `NcclType`: 2 bytes said to be a 4-byte float. The size check refuses it.
#[derive(Clone, Copy)]
#[repr(transparent)]
struct Short(#[allow(dead_code)] u16);
// SAFETY: deliberately wrong size, to show the check; never reaches NCCL.
unsafe impl NcclType for Short {
    fn as_nccl_type() -> ncclDataType_t {
        ncclDataType_t::ncclFloat32
    }
}
// SAFETY: a u16.
unsafe impl DeviceRepr for Short {}
// SAFETY: a u16.
unsafe impl ValidAsZeroBits for Short {}

#[test]
fn bad_input_is_refused_before_nccl() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let inv = ncclResult_t::ncclInvalidArgument;
    let a = dev.alloc_zeros::<f32>(4).unwrap();
    let mut b = dev.alloc_zeros::<f32>(5).unwrap();
    // Lengths.
    refused(
        comm.all_reduce(&a, &mut b, &ReduceOp::Sum),
        inv,
        "4 elements but recvbuff has 5",
    );
    refused(comm.broadcast(Some(&a), &mut b, 0), inv, "recvbuff has 5");
    refused(
        comm.reduce(&a, Some(&mut b), &ReduceOp::Sum, 0),
        inv,
        "recvbuff has 5",
    );
    refused(comm.all_gather(&a, &mut b), inv, "world_size (1) times");
    refused(
        comm.reduce_scatter(&a, &mut b, &ReduceOp::Sum),
        inv,
        "world_size (1) times",
    );
    // Ranks outside the world.
    refused(
        comm.broadcast_in_place(&mut b, 1),
        inv,
        "root 1 is outside a world of 1",
    );
    refused(
        comm.reduce_in_place(&mut b, &ReduceOp::Max, -1),
        inv,
        "root -1",
    );
    refused(comm.send(&a, 2), inv, "peer 2");
    refused(comm.recv(&mut b, 7), inv, "peer 7");
    refused(
        Comm::from_rank(dev.clone(), 1, 1, Id::new().unwrap()),
        inv,
        "rank 1 is outside a world of 1",
    );
    refused(
        Comm::from_rank(dev.clone(), 0, 0, Id::new().unwrap()),
        inv,
        "at least 1",
    );
    // The root's buffer missing.
    refused(
        comm.broadcast(None::<&CudaSlice<f32>>, &mut b, 0),
        inv,
        "sendbuff is None on the root",
    );
    refused(
        comm.reduce(&a, None::<&mut CudaSlice<f32>>, &ReduceOp::Sum, 0),
        inv,
        "recvbuff is None on the root",
    );
    // Buffers, streams and async devices of another device object (of the same GPU here).
    let other = CudaDevice::new(0).unwrap();
    let mut theirs = other.alloc_zeros::<f32>(4).unwrap();
    refused(
        comm.all_reduce_in_place(&mut theirs, &ReduceOp::Sum),
        inv,
        "belongs to device 0",
    );
    refused(
        comm.all_reduce(&a, &mut theirs, &ReduceOp::Sum),
        inv,
        "recvbuff",
    );
    let their_stream = other.fork_default_stream().unwrap();
    let mut c = dev.alloc_zeros::<f32>(4).unwrap();
    refused(
        comm.all_reduce_on_stream(&their_stream, &a, &mut c, &ReduceOp::Sum),
        inv,
        "the stream",
    );
    let their_adev = AsyncDevice::new(other.clone()).unwrap();
    let e = block_on(comm.all_reduce_async(&their_adev, &a, &mut c, &ReduceOp::Sum)).unwrap_err();
    assert!(e.to_string().contains("AsyncDevice"), "{e}");
    if devs.len() > 1 {
        let mut on1 = devs[1].alloc_zeros::<f32>(4).unwrap();
        refused(
            comm.all_reduce(&a, &mut on1, &ReduceOp::Sum),
            inv,
            "device 1",
        );
    }
    // A type whose NCCL size is not its size.
    let s = dev.alloc_zeros::<Short>(4).unwrap();
    let mut t = dev.alloc_zeros::<Short>(4).unwrap();
    refused(comm.all_reduce(&s, &mut t, &ReduceOp::Sum), inv, "2 bytes");
    // A reused id.
    let id = Id::new().unwrap();
    drop(Comm::from_rank(dev.clone(), 0, 1, id).unwrap());
    refused(Comm::from_rank(dev.clone(), 0, 1, id), inv, "already used");
    // Nothing refused reached NCCL or broke the device: the communicator still works.
    let mut x = dev.htod_copy(vec![2.0f32; 4]).unwrap();
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [2.0; 4]);
    dev.synchronize().unwrap();
    // Duplicate devices.
    refused(
        Comm::from_devices(vec![dev.clone(), dev.clone()]),
        inv,
        "device 0 twice",
    );
    refused(Comm::from_devices(vec![]), inv, "at least one device");
}

// ---- GPU: both sides of an operation --------------------------------------------------------

/// What the guard elements around a receive view hold: anything NCCL writes there shows.
const GUARD: f32 = -1.0;

/// A send to itself of 1000 elements and a recv from itself into a view of 600, in one group:
/// NCCL would write the 400 extra elements past the view's end. The recv is refused, naming
/// both lengths, before NCCL sees it; nothing is written out of bounds, and the send, still
/// posted, pairs with a recv of its length.
#[test]
fn a_self_recv_shorter_than_its_send_in_a_group_is_refused() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let x = dev.htod_copy(kernels::iota(1000)).unwrap();
    let mut y = dev.htod_copy(vec![GUARD; 1000]).unwrap();
    let mut z = dev.alloc_zeros::<f32>(1000).unwrap();
    group_start().unwrap();
    comm.send(&x, 0).unwrap();
    refused(
        comm.recv(&mut y.slice_mut(..600), 0),
        ncclResult_t::ncclInvalidArgument,
        "sends 1000 f32 (4000 bytes) to itself and receives 600 f32 (2400 bytes) from itself",
    );
    comm.recv(&mut z, 0).unwrap();
    group_end().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&z).unwrap(), kernels::iota(1000));
    // Neither the refused view nor the 400 elements after it were written.
    assert_eq!(dev.dtoh_sync_copy(&y).unwrap(), vec![GUARD; 1000]);
    dev.synchronize().unwrap();
}

/// The same pair posted the other way round (the recv first, then a longer send), and a send
/// of the recv's count but of a wider element type: the send is refused.
#[test]
fn a_self_send_longer_than_its_recv_in_a_group_is_refused() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let x = dev.htod_copy(kernels::iota(1000)).unwrap();
    let wide = dev.htod_copy(vec![7.0f64; 600]).unwrap();
    let mut y = dev.htod_copy(vec![GUARD; 1000]).unwrap();
    group_start().unwrap();
    comm.recv(&mut y.slice_mut(..600), 0).unwrap();
    refused(
        comm.send(&x, 0),
        ncclResult_t::ncclInvalidArgument,
        "sends 1000 f32 (4000 bytes) to itself and receives 600 f32 (2400 bytes) from itself",
    );
    refused(
        comm.send(&wide, 0),
        ncclResult_t::ncclInvalidArgument,
        "sends 600 f64 (4800 bytes) to itself and receives 600 f32 (2400 bytes)",
    );
    comm.send(&x.slice(..600), 0).unwrap();
    group_end().unwrap();
    let got = dev.dtoh_sync_copy(&y).unwrap();
    assert_eq!(got[..600], kernels::iota(600)[..]);
    assert_eq!(
        got[600..],
        vec![GUARD; 400][..],
        "written past the receive view"
    );
    dev.synchronize().unwrap();
}

/// Ranks of one process (`from_devices`, one thread): each sends 1000 elements to the next
/// rank, whose recv of 600 from it is refused; recvs of 1000 then complete the group. (With one
/// GPU the next rank is the rank itself.)
#[test]
fn mismatched_sends_and_recvs_between_ranks_of_one_process_are_refused() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let n = comms.len();
    let xs: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().htod_copy(vec![c.rank() as f32 + 1.0; 1000]))
        .collect::<Result<_, _>>()
        .unwrap();
    let mut short: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().htod_copy(vec![GUARD; 1000]))
        .collect::<Result<_, _>>()
        .unwrap();
    let mut full: Vec<CudaSlice<f32>> = comms
        .iter()
        .map(|c| c.device().alloc_zeros(1000))
        .collect::<Result<_, _>>()
        .unwrap();
    group_start().unwrap();
    for (k, c) in comms.iter().enumerate() {
        c.send(&xs[k], ((k + 1) % n) as i32).unwrap();
    }
    for (k, c) in comms.iter().enumerate() {
        let prev = (k + n - 1) % n;
        let e = c
            .recv(&mut short[k].slice_mut(..600), prev as i32)
            .expect_err("a recv shorter than its send");
        assert_eq!(e.code(), ncclResult_t::ncclInvalidArgument, "{e}");
        let m = e.to_string();
        assert!(
            m.contains("sends 1000 f32 (4000 bytes)") && m.contains("600 f32 (2400 bytes)"),
            "{m}"
        );
    }
    for (k, c) in comms.iter().enumerate() {
        c.recv(&mut full[k], ((k + n - 1) % n) as i32).unwrap();
    }
    group_end().unwrap();
    for (k, c) in comms.iter().enumerate() {
        let dev = c.device();
        let prev = (k + n - 1) % n;
        kernels::assert_all(
            &dev.dtoh_sync_copy(&full[k]).unwrap(),
            prev as f32 + 1.0,
            "the recv of the send's length",
        );
        kernels::assert_all(
            &dev.dtoh_sync_copy(&short[k]).unwrap(),
            GUARD,
            "the refused recv's buffer",
        );
    }
}

/// Ranks of one process (`from_devices`, one thread, one group per collective): a rank whose
/// count differs from the first rank's is refused, naming both, in each collective that
/// takes a count from every rank. Needs two GPUs (with one there is no other rank).
#[test]
fn mismatched_collective_lengths_between_ranks_of_one_process_are_refused() {
    let devs = world!();
    let comms = Comm::from_devices(devs.to_vec()).unwrap();
    let n = comms.len();
    if n < 2 {
        return;
    }
    let inv = ncclResult_t::ncclInvalidArgument;
    let up = |c: &Comm, len: usize| c.device().htod_copy(vec![1.0f32; len]).unwrap();
    let zeros = |c: &Comm, len: usize| c.device().alloc_zeros::<f32>(len).unwrap();
    // all_reduce: rank 1 passes 600 where rank 0 passed 1000.
    let xs: Vec<_> = comms.iter().map(|c| up(c, 1000)).collect();
    let mut ys: Vec<_> = comms.iter().map(|c| zeros(c, 1000)).collect();
    group_start().unwrap();
    comms[0]
        .all_reduce(&xs[0], &mut ys[0], &ReduceOp::Sum)
        .unwrap();
    refused(
        comms[1].all_reduce(
            &xs[1].slice(..600),
            &mut ys[1].slice_mut(..600),
            &ReduceOp::Sum,
        ),
        inv,
        "passes 600 f32 to all_reduce (sum), but rank 0",
    );
    for k in 1..n {
        comms[k]
            .all_reduce(&xs[k], &mut ys[k], &ReduceOp::Sum)
            .unwrap();
    }
    group_end().unwrap();
    for (c, y) in comms.iter().zip(&ys) {
        kernels::assert_all(
            &c.device().dtoh_sync_copy(y).unwrap(),
            n as f32,
            "all_reduce",
        );
    }
    // broadcast: a non-root receive buffer shorter than the root's.
    let mut bs: Vec<_> = comms.iter().map(|c| zeros(c, 1000)).collect();
    group_start().unwrap();
    comms[0].broadcast(Some(&xs[0]), &mut bs[0], 0).unwrap();
    refused(
        comms[1].broadcast(None::<&CudaSlice<f32>>, &mut bs[1].slice_mut(..600), 0),
        inv,
        "passed 1000 f32 to broadcast with root 0",
    );
    for k in 1..n {
        comms[k]
            .broadcast(None::<&CudaSlice<f32>>, &mut bs[k], 0)
            .unwrap();
    }
    group_end().unwrap();
    // all_gather and reduce_scatter: another count per rank.
    let mut gathered: Vec<_> = comms.iter().map(|c| zeros(c, 1000 * n)).collect();
    let mut small: Vec<_> = comms.iter().map(|c| zeros(c, 600 * n)).collect();
    group_start().unwrap();
    comms[0].all_gather(&xs[0], &mut gathered[0]).unwrap();
    refused(
        comms[1].all_gather(&xs[1].slice(..600), &mut small[1]),
        inv,
        "the count",
    );
    for k in 1..n {
        comms[k].all_gather(&xs[k], &mut gathered[k]).unwrap();
    }
    group_end().unwrap();
    let big: Vec<_> = comms.iter().map(|c| up(c, 1000 * n)).collect();
    let mut mine: Vec<_> = comms.iter().map(|c| zeros(c, 1000)).collect();
    group_start().unwrap();
    comms[0]
        .reduce_scatter(&big[0], &mut mine[0], &ReduceOp::Sum)
        .unwrap();
    refused(
        comms[1].reduce_scatter(
            &big[1].slice(..600 * n),
            &mut mine[1].slice_mut(..600),
            &ReduceOp::Sum,
        ),
        inv,
        "passes 600 f32 to reduce_scatter",
    );
    for k in 1..n {
        comms[k]
            .reduce_scatter(&big[k], &mut mine[k], &ReduceOp::Sum)
            .unwrap();
    }
    group_end().unwrap();
    for (k, c) in comms.iter().enumerate() {
        let dev = c.device();
        kernels::assert_all(&dev.dtoh_sync_copy(&bs[k]).unwrap(), 1.0, "broadcast");
        kernels::assert_all(
            &dev.dtoh_sync_copy(&gathered[k]).unwrap(),
            1.0,
            "all_gather",
        );
        kernels::assert_all(
            &dev.dtoh_sync_copy(&mine[k]).unwrap(),
            n as f32,
            "reduce_scatter",
        );
        dev.synchronize().unwrap();
    }
}

/// A peer that never joins: an error after the timeout, not a hang.
#[test]
fn a_peer_that_never_joins_times_out() {
    let devs = world!();
    let t = Instant::now();
    let e = Comm::from_rank_with_timeout(
        devs[0].clone(),
        0,
        2,
        Id::new().unwrap(),
        Duration::from_secs(3),
    )
    .expect_err("rank 1 never comes");
    assert!(e.is_timeout(), "{e}");
    assert!(e.to_string().contains("aborted"), "{e}");
    assert!(t.elapsed() < Duration::from_secs(60), "{:?}", t.elapsed());
    devs[0].synchronize().unwrap();
}

/// A join that timed out gives its `Id` back: a retry of the same rank with it reaches NCCL
/// (and fails again, rank 1 still missing; NCCL's bootstrap takes each rank once) instead of
/// being refused as already used.
#[test]
fn a_join_that_timed_out_leaves_its_id_usable_for_a_retry() {
    let devs = world!();
    let id = Id::new().unwrap();
    let t = Instant::now();
    let first = Comm::from_rank_with_timeout(devs[0].clone(), 0, 2, id, Duration::from_secs(2))
        .expect_err("rank 1 never comes");
    assert!(first.is_timeout(), "{first}");
    let retry = Comm::from_rank_with_timeout(devs[0].clone(), 0, 2, id, Duration::from_secs(2))
        .expect_err("rank 1 still never comes");
    assert!(!retry.to_string().contains("already used"), "{retry}");
    assert!(t.elapsed() < Duration::from_secs(120), "{:?}", t.elapsed());
    devs[0].synchronize().unwrap();
}

/// A communicator with a timeout (non-blocking) works like a blocking one, in every form.
#[test]
fn a_communicator_with_a_timeout_runs_collectives() {
    let devs = world!();
    let n = devs.len();
    let id = Id::new().unwrap();
    let threads: Vec<_> = devs
        .iter()
        .cloned()
        .enumerate()
        .map(|(rank, dev)| {
            std::thread::spawn(move || {
                let comm = Comm::from_rank_with_timeout(dev, rank, n, id, Duration::from_secs(120))
                    .unwrap();
                assert_eq!(comm.timeout(), Some(Duration::from_secs(120)));
                for mode in MODES {
                    let r = Rank::new(&comm, mode);
                    r.all_reduce::<f32>(ReduceOp::Sum);
                    r.all_gather();
                    r.send_recv();
                }
                comm.async_error().unwrap();
                comm.wait(Some(Duration::from_secs(60))).unwrap();
            })
        })
        .collect();
    for t in threads {
        if let Err(e) = t.join() {
            std::panic::resume_unwind(e);
        }
    }
}

/// `abort` consumes the communicator; a fresh one works afterwards.
#[test]
fn abort_then_a_new_communicator() {
    let devs = world!();
    let dev = devs[0].clone();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    let mut x = dev.htod_copy(vec![1.0f32; LEN]).unwrap();
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    comm.abort().unwrap();
    let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
    comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap()[0], 1.0);
}

// ---- GPU: two processes ------------------------------------------------------------------------

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn unhex(s: &str) -> [u8; 128] {
    let mut out = [0u8; 128];
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap();
    }
    out
}

/// One rank of the two-process test: runs only as a child (with `RANK_VAR` set).
#[test]
fn child_rank() {
    let Ok(rank) = std::env::var(RANK_VAR) else {
        return;
    };
    println!();
    nvls_off();
    let rank: usize = rank.parse().unwrap();
    let world: usize = std::env::var(WORLD_VAR).unwrap().parse().unwrap();
    let id = child_id();
    let dev = CudaDevice::new(rank).unwrap();
    let comm = Comm::from_rank(dev, rank, world, id).unwrap();
    assert_eq!((comm.rank(), comm.world_size()), (rank, world));
    rank_suite(&comm);
    drop(comm);
    println!("CHILD DONE rank {rank}");
}

/// In a child process: the id from the parent (`ID_VAR`), or on rank 0 a new one, printed for
/// the parent to pass on.
fn child_id() -> Id {
    match std::env::var(ID_VAR) {
        Ok(h) => Id::from_bytes(unhex(&h)),
        Err(_) => {
            let id = Id::new().unwrap();
            // The parent passes this line on to the other ranks.
            println!("ID: {}", hex(&id.to_bytes()));
            use std::io::Write;
            std::io::stdout().flush().unwrap();
            id
        }
    }
}

/// Spawns the child running the test `test` for `rank` of `world` with `envs` set, stdout
/// piped.
fn spawn_child(
    test: &str,
    rank: usize,
    world: usize,
    id: Option<&str>,
    envs: &[(&str, String)],
) -> Child {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", test, "--nocapture", "--test-threads=1"])
        .envs(envs.iter().map(|(k, v)| (k, v)))
        .env(RANK_VAR, rank.to_string())
        .env(WORLD_VAR, world.to_string())
        .env(NVLS, "0")
        .env_remove(ID_VAR)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(id) = id {
        cmd.env(ID_VAR, id);
    }
    cmd.spawn().unwrap()
}

/// Waits for `child` at most until `deadline` (then kills it); its status, stdout and stderr.
fn finish(mut child: Child, stdout: String, deadline: Instant) -> (bool, String, String) {
    let mut err = String::new();
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let _ = stderr.read_to_string(&mut err);
        err
    });
    let mut out = stdout;
    let mut rest = child.stdout.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = rest.read_to_string(&mut s);
        s
    });
    let ok = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.success();
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            break false;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    out.push_str(&out_reader.join().unwrap());
    (ok, out, reader.join().unwrap())
}

/// Runs the test `test` as `world` child processes, rank `r` with `envs(r)` set: rank 0 first,
/// whose id travels through its stdout (a pipe) to the parent and on to the others. Waits for
/// them until `deadline`; each rank's status, stdout and stderr.
fn run_children(
    test: &str,
    world: usize,
    envs: impl Fn(usize) -> Vec<(&'static str, String)>,
    deadline: Instant,
) -> Vec<(usize, (bool, String, String))> {
    let mut first = spawn_child(test, 0, world, None, &envs(0));
    let mut lines = BufReader::new(first.stdout.take().unwrap());
    let mut seen = String::new();
    let id = loop {
        let mut line = String::new();
        if lines.read_line(&mut line).unwrap() == 0 {
            let (_, out, err) = finish(first, seen, deadline);
            panic!("rank 0 exited before sending its id:\n{out}\n{err}");
        }
        seen.push_str(&line);
        if let Some(h) = line.trim().strip_prefix("ID: ") {
            break h.to_owned();
        }
    };
    let others: Vec<Child> = (1..world)
        .map(|r| spawn_child(test, r, world, Some(&id), &envs(r)))
        .collect();
    // Rank 0's remaining output, through the same reader.
    let mut rest = String::new();
    let rest_reader = std::thread::spawn(move || {
        let _ = lines.read_to_string(&mut rest);
        rest
    });
    let mut results = Vec::new();
    for (r, c) in others.into_iter().enumerate() {
        results.push((r + 1, finish(c, String::new(), deadline)));
    }
    let ok0 = loop {
        if let Some(s) = first.try_wait().unwrap() {
            break s.success();
        }
        if Instant::now() > deadline {
            let _ = first.kill();
            let _ = first.wait();
            break false;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let mut err0 = String::new();
    let _ = first.stderr.take().unwrap().read_to_string(&mut err0);
    seen.push_str(&rest_reader.join().unwrap());
    results.insert(0, (0, (ok0, seen, err0)));
    results
}

/// Fails unless every child succeeded.
#[track_caller]
fn children_succeeded(results: &[(usize, (bool, String, String))]) {
    let world = results.len();
    for (rank, (ok, out, err)) in results {
        assert!(
            *ok && out.contains(&format!("CHILD DONE rank {rank}")) && !err.contains("panicked"),
            "rank {rank} of {world} failed:\n--- stdout\n{out}\n--- stderr\n{err}"
        );
    }
}

/// Every collective, every form, ordering and dropped futures, with one process per rank;
/// the id travels from rank 0 through its stdout (a pipe) to the parent and on to rank 1.
#[test]
fn two_processes_every_collective() {
    // The parent holds the devices (and the test lock) while its children run.
    let devs = world!();
    let world = devs.len();
    let deadline = Instant::now() + Duration::from_secs(600);
    children_succeeded(&run_children("child_rank", world, |_| vec![], deadline));
}

/// One rank of the drop test: runs only as a child (with `DONE_FILE_VAR` set). Both ranks
/// connect with a send/recv pair that completes; then rank 0 sends 1 GiB to rank 1, which
/// never posts the recv, and drops its communicator with a drop timeout of 3 s; rank 1 waits
/// until rank 0 is done.
#[test]
fn child_drop_rank() {
    let (Ok(rank), Ok(done)) = (std::env::var(RANK_VAR), std::env::var(DONE_FILE_VAR)) else {
        return;
    };
    println!();
    nvls_off();
    let rank: usize = rank.parse().unwrap();
    let id = child_id();
    let ordinal: usize = std::env::var(DEVICE_VAR).unwrap().parse().unwrap();
    let dev = CudaDevice::new(ordinal).unwrap();
    let comm = Comm::from_rank(dev.clone(), rank, 2, id).unwrap();
    let peer = 1 - rank as i32;
    let x = dev.htod_copy(vec![rank as f32 + 1.0; 1024]).unwrap();
    let mut y = dev.alloc_zeros::<f32>(1024).unwrap();
    group_start().unwrap();
    comm.send(&x, peer).unwrap();
    comm.recv(&mut y, peer).unwrap();
    group_end().unwrap();
    kernels::assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        (2 - rank) as f32,
        "the pair that connects the ranks",
    );
    println!("rank {rank} connected");
    if rank == 1 {
        // Never receives rank 0's next send.
        let t = Instant::now();
        while !std::path::Path::new(&done).exists() && t.elapsed() < Duration::from_secs(120) {
            std::thread::sleep(Duration::from_millis(50));
        }
        // Not under test: rank 1's communicator goes away without waiting for anything.
        if let Err(e) = comm.abort() {
            println!("rank 1: abort: {e}");
        }
        println!("CHILD DONE rank 1");
        return;
    }
    // Far more than NCCL and the sockets can buffer: the send waits on the GPU for the recv.
    let big = dev.alloc_zeros::<f32>(256 << 20).unwrap();
    comm.send(&big, 1).unwrap();
    let bound = Duration::from_secs(3);
    assert!(comm.timeout().is_none(), "a blocking communicator");
    assert_eq!(comm.drop_timeout(), cuda_driver::nccl::DEFAULT_DROP_TIMEOUT);
    comm.set_drop_timeout(bound);
    let t = Instant::now();
    drop(comm);
    let took = t.elapsed();
    std::fs::write(&done, b"rank 0 dropped its communicator").unwrap();
    println!("rank 0: the drop took {took:?}");
    assert!(took < bound + Duration::from_secs(60), "{took:?}");
    // The drop says what it did, on the device's next call.
    let e = dev
        .synchronize()
        .expect_err("the drop's timeout is kept for the device");
    let m = e.to_string();
    assert!(
        m.contains("timed out after 3.0 s") && m.contains("aborted it"),
        "{m}"
    );
    // Said once; the device works on.
    dev.synchronize().unwrap();
    drop(big);
    kernels::assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "after the drop");
    println!("CHILD DONE rank 0");
}

/// Dropping a blocking communicator whose peer never posts its side of an enqueued send
/// returns within the communicator's drop timeout (it aborts the communicator and records a
/// timeout error on the device) instead of waiting for ever. Two processes, one rank each; on
/// a machine with one GPU both ranks use it, told apart as two hosts (`NCCL_HOSTID`) that
/// talk over sockets on the loopback interface.
#[test]
fn dropping_a_communicator_whose_peer_never_posts_returns_within_its_drop_timeout() {
    let devs = world!();
    let two_gpus = devs.len() > 1;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let done = std::env::temp_dir().join(format!(
        "cuda-driver-nccl-drop-{}-{stamp}",
        std::process::id()
    ));
    let envs = |rank: usize| {
        let mut v = vec![
            (DONE_FILE_VAR, done.to_string_lossy().into_owned()),
            (DEVICE_VAR, if two_gpus { rank } else { 0 }.to_string()),
            ("NCCL_DEBUG", "WARN".to_owned()),
        ];
        if !two_gpus {
            v.extend([
                ("NCCL_HOSTID", format!("cuda-driver-test-host-{rank}")),
                ("NCCL_SOCKET_IFNAME", "lo".to_owned()),
                ("NCCL_NET", "Socket".to_owned()),
                ("NCCL_IB_DISABLE", "1".to_owned()),
                ("NCCL_MNNVL_ENABLE", "0".to_owned()),
            ]);
        }
        v
    };
    let deadline = Instant::now() + Duration::from_secs(240);
    let results = run_children("child_drop_rank", 2, envs, deadline);
    let _ = std::fs::remove_file(&done);
    children_succeeded(&results);
}

// ---- cudarc 0.13 source compatibility ------------------------------------------------------------

/// cudarc 0.13's own NCCL tests and doc examples, written as its users write them, under the
/// name `cudarc`: that they compile is most of the test.
mod cudarc_013 {
    use cuda_driver as cudarc;

    use cudarc::driver::safe::CudaDevice;
    use cudarc::nccl::safe::{Comm, Id, ReduceOp, group_end, group_start};
    use cudarc::nccl::{result, sys};

    #[test]
    fn test_all_reduce_threads_and_views() {
        let Some(devs) = super::world() else {
            return;
        };
        let n = 2;
        let n_devices = devs.len();
        let id = Id::new().unwrap();
        let threads: Vec<_> = (0..n_devices)
            .map(|i| {
                std::thread::spawn(move || {
                    let dev = CudaDevice::new(i).unwrap();
                    let comm = Comm::from_rank(dev.clone(), i, n_devices, id).unwrap();
                    let slice = dev.htod_copy(vec![(i + 1) as f32 * 1.0; n]).unwrap();
                    let mut slice_receive = dev.alloc_zeros::<f32>(n).unwrap();
                    comm.all_reduce(&slice, &mut slice_receive, &ReduceOp::Sum)
                        .unwrap();
                    let out = dev.dtoh_sync_copy(&slice_receive).unwrap();
                    assert_eq!(out, vec![(n_devices * (n_devices + 1)) as f32 / 2.0; n]);

                    let slice_view = slice.slice(..);
                    let mut slice_receive_view = slice_receive.slice_mut(..);
                    comm.all_reduce(&slice_view, &mut slice_receive_view, &ReduceOp::Sum)
                        .unwrap();
                    let out = dev.dtoh_sync_copy(&slice_receive).unwrap();
                    assert_eq!(out, vec![(n_devices * (n_devices + 1)) as f32 / 2.0; n]);
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap()
        }
    }

    #[test]
    #[allow(clippy::needless_range_loop)] // written as cudarc's doc example is
    fn from_devices_doc_example() {
        let Some(devs) = super::world() else {
            return;
        };
        let n = 2;
        let n_devices = devs.len();
        let comms = Comm::from_devices(devs.to_vec()).unwrap();
        let mut outs = vec![];
        group_start().unwrap();
        for i in 0..n_devices {
            let comm = &comms[i];
            let dev = comm.device();
            let slice = dev.htod_copy(vec![(i + 1) as f32 * 1.0; n]).unwrap();
            let mut slice_receive = dev.alloc_zeros::<f32>(n).unwrap();
            let status: result::NcclStatus = comm
                .all_reduce(&slice, &mut slice_receive, &ReduceOp::Sum)
                .unwrap();
            assert_eq!(status, result::NcclStatus::Success);
            outs.push(slice_receive);
        }
        group_end().unwrap();
        for (comm, out) in comms.iter().zip(&outs) {
            let got = comm.device().dtoh_sync_copy(out).unwrap();
            assert_eq!(got, vec![(n_devices * (n_devices + 1)) as f32 / 2.0; n]);
            assert!(comm.rank() < comm.world_size());
        }
        // The raw layers keep cudarc's names.
        let _: fn() -> Result<sys::ncclUniqueId, result::NcclError> = result::get_uniqueid;
        let _ = sys::ncclDataType_t::ncclFloat32;
        let _ = sys::ncclRedOp_t::ncclSum;
        assert!(result::get_nccl_version().unwrap() > 0);
        let _ = Id::uninit(*Id::new().unwrap().internal());
    }
}

// ---- Claims of the NCCL docs, each attacked by a test -------------------------------------------

/// Claims of the docs of `src/nccl/` (module docs, `Comm`, the collectives, groups, `Id`) that
/// the tests above leave undefended, each attacked by a test that fails if the claim is false:
///
/// - ordering: every collective (not only `all_reduce`), in every form (main stream, another
///   stream, async with its future dropped, alone in a group), of a blocking and of a
///   non-blocking communicator, waits for a slow writer of its input on another stream *and*
///   for a slow reader of its output on another stream, and is waited for by an overwrite of
///   its input and a slow reader of its output issued at once on other streams; views count
///   against their parents;
/// - frees: an input dropped right after the call (or inside the group) and its memory handed
///   out again and overwritten at once does not change what the collective read;
/// - groups: every other use of a grouped buffer is refused (a read by a launch, a write, a
///   collective of another communicator on another thread); making communicators and
///   `Comm::abort` are refused inside a group (the `Id` stays usable, the group still runs);
///   operations of one group may share a buffer they read; an async operation on a
///   communicator another thread's group holds is refused;
/// - `group!`: its error goes to the thread's next operation, async or not, and to
///   `from_rank`;
/// - `Comm::wait` waits for every stream's and every async operation (and times out), dropping
///   a communicator waits for its operations, or aborts and says so after its drop timeout;
/// - `CUDA_DRIVER_NCCL_TIMEOUT` gives `from_rank` a timeout;
/// - with two GPUs: `from_devices` makes rank `i` of `devices[i]`; `wait` as a watchdog then
///   `abort` stops a send whose peer never posts; lengths are compared across `from_rank`
///   threads that share an `Id`.
///
/// Slow kernels (`CYCLES` is about 25 ms on an H100) run ahead of the operation under attack;
/// every element is checked. Tests that need two GPUs return on a machine with one (the other
/// tests run with a world of one there, as the rest of this file does).
mod claims {
    use super::*;
    use cuda_driver::r#async::GpuFuture;
    use cuda_driver::driver::{EventFlags, LaunchAsync};
    use cuda_driver::nccl::TIMEOUT_ENV;
    use kernels::{CFG, SlowKernels, assert_all};
    use std::sync::mpsc;
    use support::{assert_same, snapshot};

    /// Elements of each buffer in the ordering attacks (4 MiB of f32).
    const L: usize = 1 << 20;
    /// Cycles of each slow kernel here: about 25 ms on an H100.
    const CYCLES: u64 = kernels::SLOW / 2;
    /// What an output holds before the collective.
    const OLD: f32 = -5.0;

    // `Comm` is `Send` but not `Sync` (module docs, "Differences from cudarc 0.13").
    const _: () = {
        const fn assert_send<T: Send>() {}
        assert_send::<Comm>();
    };
    /// Implemented twice for `Sync` types, so that naming `some_item` of a `Sync` type is
    /// ambiguous and does not compile (the static_assertions crate's `assert_not_impl_any`).
    trait AmbiguousIfSync<A> {
        fn some_item() {}
    }
    impl<T: ?Sized> AmbiguousIfSync<()> for T {}
    impl<T: ?Sized + Sync> AmbiguousIfSync<u8> for T {}
    // Compiles only while `Comm` is not `Sync`.
    const _: fn() = || {
        let _ = <Comm as AmbiguousIfSync<_>>::some_item;
    };

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

    /// The collective under attack.
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

    /// The streams of one rank's attacks.
    struct Lanes {
        a: CudaStream,
        b: CudaStream,
        c: CudaStream,
        /// The collectives' own, for `Form::Stream`.
        s: CudaStream,
        adev: AsyncDevice,
    }

    impl Lanes {
        fn new(dev: &Arc<CudaDevice>) -> Self {
            Lanes {
                a: dev.new_stream().unwrap(),
                b: dev.new_stream().unwrap(),
                c: dev.new_stream().unwrap(),
                s: dev.new_stream().unwrap(),
                adev: AsyncDevice::new(dev.clone()).unwrap(),
            }
        }
    }

    /// How one call is made.
    enum How<'a> {
        Main,
        Stream(&'a CudaStream),
        Async(&'a AsyncDevice),
    }

    /// What one call gave.
    enum Issued {
        Done(Result<(), NcclError>),
        Future(GpuFuture<()>),
    }

    fn done<T>(r: Result<T, NcclError>) -> Issued {
        Issued::Done(r.map(drop))
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

    /// One rank's attack on `op` in `form`. Before the call, its input is written slowly on
    /// stream `a` (the call must read what that writes) and its output read slowly on stream
    /// `b` (the call must not write before that has read); right after it, its input is
    /// overwritten at once on stream `c` (after the call has read it) and its output read
    /// slowly on stream `a` (after the call has written it). Every element is checked. (With
    /// one rank an in-place collective changes nothing, so that only a world of two attacks
    /// the in-place forms; the others change what they write in either world.)
    fn attack(comm: &Comm, k: &SlowKernels, lanes: &Lanes, form: Form, op: Op) {
        let dev = comm.device();
        let (r, n) = (comm.rank(), comm.world_size());
        if op == Op::SendRecv && form == Form::Async && n == 1 {
            // Async calls are never grouped, and a send to itself needs its recv in a group.
            return;
        }
        let mine = (r + 1) as f32;
        let sum = (n * (n + 1) / 2) as f32;
        let what = format!("{op:?} ({form:?}, rank {r} of {n})");
        let get = |x: &CudaSlice<f32>| dev.dtoh_sync_copy(x).unwrap();
        let add = ReduceOp::Sum;
        if matches!(
            op,
            Op::AllReduceInPlace | Op::BroadcastInPlace | Op::ReduceInPlace
        ) {
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
                        How::Stream(s) => {
                            done(comm.all_reduce_in_place_on_stream(s, &mut buf, &add))
                        }
                        How::Async(a) => {
                            Issued::Future(comm.all_reduce_in_place_async(a, &mut buf, &add))
                        }
                    });
                    Some(sum)
                }
                Op::BroadcastInPlace => {
                    issue(form, lanes, &what, |how| match how {
                        How::Main => done(comm.broadcast_in_place(&mut buf, last)),
                        How::Stream(s) => {
                            done(comm.broadcast_in_place_on_stream(s, &mut buf, last))
                        }
                        How::Async(a) => {
                            Issued::Future(comm.broadcast_in_place_async(a, &mut buf, last))
                        }
                    });
                    Some(n as f32)
                }
                _ => {
                    issue(form, lanes, &what, |how| match how {
                        How::Main => done(comm.reduce_in_place(&mut buf, &add, last)),
                        How::Stream(s) => {
                            done(comm.reduce_in_place_on_stream(s, &mut buf, &add, last))
                        }
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
            return;
        }
        let (in_len, out_len) = match op {
            Op::AllGather => (L, n * L),
            Op::ReduceScatter => (n * L, L),
            Op::AllReduceOfViews => (L + 16, L + 16),
            _ => (L, L),
        };
        let mut input = dev.alloc_zeros::<f32>(in_len).unwrap();
        let mut output = dev.htod_sync_copy(&vec![OLD; out_len]).unwrap();
        let mut seen = dev.alloc_zeros::<f32>(out_len).unwrap();
        let mut after = dev.alloc_zeros::<f32>(out_len).unwrap();
        k.fill(Some(&lanes.a), &mut input, mine, CYCLES);
        slow_copy(k, &lanes.b, &mut seen, &output);
        let (next, prev) = ((r + 1) % n, (r + n - 1) % n);
        let want: Vec<f32> = match op {
            Op::AllReduce => {
                issue(form, lanes, &what, |how| match how {
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
                    issue(form, lanes, &what, |how| match how {
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
                issue(form, lanes, &what, |how| match how {
                    How::Main => done(comm.broadcast(send, &mut output, 0)),
                    How::Stream(s) => done(comm.broadcast_on_stream(s, send, &mut output, 0)),
                    How::Async(a) => Issued::Future(comm.broadcast_async(a, send, &mut output, 0)),
                });
                vec![1.0; L]
            }
            Op::Reduce => {
                let recv = (r == 0).then_some(&mut output);
                issue(form, lanes, &what, |how| match how {
                    How::Main => done(comm.reduce(&input, recv, &add, 0)),
                    How::Stream(s) => done(comm.reduce_on_stream(s, &input, recv, &add, 0)),
                    How::Async(a) => Issued::Future(comm.reduce_async(a, &input, recv, &add, 0)),
                });
                vec![if r == 0 { sum } else { OLD }; L]
            }
            Op::AllGather => {
                issue(form, lanes, &what, |how| match how {
                    How::Main => done(comm.all_gather(&input, &mut output)),
                    How::Stream(s) => done(comm.all_gather_on_stream(s, &input, &mut output)),
                    How::Async(a) => Issued::Future(comm.all_gather_async(a, &input, &mut output)),
                });
                (0..n * L).map(|j| (j / L + 1) as f32).collect()
            }
            Op::ReduceScatter => {
                issue(form, lanes, &what, |how| match how {
                    How::Main => done(comm.reduce_scatter(&input, &mut output, &add)),
                    How::Stream(s) => {
                        done(comm.reduce_scatter_on_stream(s, &input, &mut output, &add))
                    }
                    How::Async(a) => {
                        Issued::Future(comm.reduce_scatter_async(a, &input, &mut output, &add))
                    }
                });
                vec![sum; L]
            }
            _ => {
                let (next, prev) = (next as i32, prev as i32);
                match form {
                    Form::Async => {
                        // Not grouped: even ranks send first, odd ranks receive first.
                        let adev = &lanes.adev;
                        let futures = if r % 2 == 0 {
                            let s = comm.send_async(adev, &input, next);
                            (s, comm.recv_async(adev, &mut output, prev))
                        } else {
                            let q = comm.recv_async(adev, &mut output, prev);
                            (comm.send_async(adev, &input, next), q)
                        };
                        drop(futures);
                    }
                    Form::Stream => {
                        group_start().unwrap();
                        comm.send_on_stream(&lanes.s, &input, next).unwrap();
                        comm.recv_on_stream(&lanes.s, &mut output, prev).unwrap();
                        group_end().unwrap();
                    }
                    Form::Main | Form::Grouped => {
                        group_start().unwrap();
                        comm.send(&input, next).unwrap();
                        comm.recv(&mut output, prev).unwrap();
                        group_end().unwrap();
                    }
                }
                vec![(prev + 1) as f32; L]
            }
        };
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

    /// Every attack of `forms`, on this rank.
    fn attacks(comm: &Comm, forms: &[Form]) {
        let dev = comm.device();
        let k = kernels::slow_kernels(&dev);
        let lanes = Lanes::new(&dev);
        for &form in forms {
            for op in OPS {
                attack(comm, &k, &lanes, form, op);
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
    /// collective on the main stream, one thread per rank (see `attack`).
    #[test]
    fn every_collective_on_the_main_stream_is_ordered_with_other_streams() {
        let devs = world!();
        let comms = Comm::from_devices(devs.to_vec()).unwrap();
        on_each_rank(comms, |c| attacks(c, &[Form::Main]));
    }

    /// The same on another stream (`*_on_stream`: "It is ordered with the other uses of its
    /// buffers on any stream").
    #[test]
    fn every_collective_on_another_stream_is_ordered_with_other_streams() {
        let devs = world!();
        let comms = Comm::from_devices(devs.to_vec()).unwrap();
        on_each_rank(comms, |c| attacks(c, &[Form::Stream]));
    }

    /// The same as futures dropped at once (`*_async`: "The call is enqueued before this
    /// returns; dropping the future neither cancels it nor blocks").
    #[test]
    fn every_async_collective_is_ordered_with_other_streams_its_future_dropped() {
        let devs = world!();
        let comms = Comm::from_devices(devs.to_vec()).unwrap();
        on_each_rank(comms, |c| attacks(c, &[Form::Async]));
    }

    /// The same inside a group, where the call is recorded as deferred and launched by
    /// `group_end` (module docs, "Groups"): the launch still waits for the slow writer and
    /// reader, and what follows `group_end` waits for it.
    #[test]
    fn every_grouped_collective_is_ordered_with_other_streams() {
        let devs = world!();
        let comms = Comm::from_devices(devs.to_vec()).unwrap();
        on_each_rank(comms, |c| attacks(c, &[Form::Grouped]));
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
                        attacks(&comm, &[Form::Main, Form::Grouped]);
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

    // ---- groups -------------------------------------------------------------------------------

    /// Module docs ("Groups"): "any other use of those buffers before `group_end` (a copy, a
    /// launch, a collective outside the group) is refused with an error saying so"; "async
    /// collectives, making communicators and [`Comm::abort`] are refused inside a group";
    /// `from_rank`: "Refused before NCCL is called: ... a call inside a group", and "A join that
    /// fails gives its `id` back"; `abort`: "Refused while the communicator has operations in a
    /// group that has not ended". A launch that only *reads* the group's input, one that writes
    /// its output, an all-reduce of another communicator (on another thread) reading the input:
    /// refused, saying why. `from_rank`, `from_rank_with_timeout` and `from_devices`: refused,
    /// and the `Id` makes a communicator after the group. `abort`: refused, and the group
    /// still runs.
    #[test]
    fn everything_but_the_groups_own_operations_is_refused_inside_a_group() {
        let devs = world!();
        let dev = devs[0].clone();
        let comm = Comm::from_devices(vec![dev.clone()])
            .unwrap()
            .pop()
            .unwrap();
        let other = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
        let k = kernels::slow_kernels(&dev);
        let send = dev.htod_copy(vec![3.0f32; L]).unwrap();
        let mut recv = dev.alloc_zeros::<f32>(L).unwrap();
        let mut z = dev.alloc_zeros::<f32>(L).unwrap();
        let id = Id::new().unwrap();
        let usage = ncclResult_t::ncclInvalidUsage;
        group_start().unwrap();
        comm.all_reduce(&send, &mut recv, &ReduceOp::Sum).unwrap();
        // A launch that reads the group's input.
        // SAFETY: slow_copy(unsigned long long, float*, const float*, size_t) stays within L.
        let e = unsafe { (&k.copy).launch(CFG, (0u64, &mut z, &send, L)) }
            .expect_err("a launch reading a buffer of the open group");
        assert!(e.to_string().contains("group_end"), "{e}");
        // A launch that writes its output.
        // SAFETY: add_all(float*, size_t, float) stays within L.
        let e = unsafe { (&k.add).launch(CFG, (&mut recv, L, 1.0f32)) }
            .expect_err("a launch writing a buffer of the open group");
        assert!(e.to_string().contains("group_end"), "{e}");
        // A collective of another communicator, on a thread with no group, reading the input.
        let other = std::thread::scope(|s| {
            s.spawn(|| {
                let mut w = dev.alloc_zeros::<f32>(L).unwrap();
                let e = other
                    .all_reduce(&send, &mut w, &ReduceOp::Sum)
                    .expect_err("another communicator's collective on a grouped buffer");
                assert!(e.to_string().contains("group_end"), "{e}");
                other
            })
            .join()
            .unwrap()
        });
        // Making communicators.
        refused(
            Comm::from_rank(dev.clone(), 0, 1, id),
            usage,
            "inside an NCCL group",
        );
        refused(
            Comm::from_rank_with_timeout(dev.clone(), 0, 1, id, Duration::from_secs(5)),
            usage,
            "inside an NCCL group",
        );
        refused(
            Comm::from_devices(vec![dev.clone()]),
            usage,
            "inside an NCCL group",
        );
        // Aborting the communicator whose operation the group holds (which takes it).
        refused(comm.abort(), usage, "group_end first");
        group_end().unwrap();
        kernels::assert_all(
            &dev.dtoh_sync_copy(&recv).unwrap(),
            3.0,
            "the group whose communicator's abort was refused",
        );
        // The refused joins left the id usable.
        let again = Comm::from_rank(dev.clone(), 0, 1, id).expect("the id is still usable");
        let mut x = dev.htod_copy(vec![4.0f32; 16]).unwrap();
        again.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
        other.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
        assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [4.0; 16]);
        dev.synchronize().unwrap();
    }

    /// Module docs ("Groups"): "other operations of the same group may read the buffers that
    /// the group only reads". One input read by three operations of one group (an
    /// all-reduce on the main stream, an all-gather on another stream, a broadcast from it on
    /// the root), every rank driven from this thread: none is refused, all are right.
    #[test]
    fn operations_of_one_group_may_share_a_buffer_they_read() {
        let devs = world!();
        let comms = Comm::from_devices(devs.to_vec()).unwrap();
        let n = comms.len();
        let sum = (n * (n + 1) / 2) as f32;
        let zeros = |c: &Comm, len: usize| c.device().alloc_zeros::<f32>(len).unwrap();
        let xs: Vec<_> = comms
            .iter()
            .map(|c| {
                c.device()
                    .htod_copy(vec![(c.rank() + 1) as f32; L])
                    .unwrap()
            })
            .collect();
        let streams: Vec<_> = comms
            .iter()
            .map(|c| c.device().new_stream().unwrap())
            .collect();
        let mut sums: Vec<_> = comms.iter().map(|c| zeros(c, L)).collect();
        let mut all: Vec<_> = comms.iter().map(|c| zeros(c, n * L)).collect();
        let mut bcast: Vec<_> = comms.iter().map(|c| zeros(c, L)).collect();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            c.all_reduce(&xs[k], &mut sums[k], &ReduceOp::Sum).unwrap();
            c.all_gather_on_stream(&streams[k], &xs[k], &mut all[k])
                .unwrap();
            c.broadcast((k == 0).then_some(&xs[k]), &mut bcast[k], 0)
                .unwrap();
        }
        group_end().unwrap();
        for (k, c) in comms.iter().enumerate() {
            let dev = c.device();
            assert_all(&dev.dtoh_sync_copy(&sums[k]).unwrap(), sum, "all_reduce");
            let got = dev.dtoh_sync_copy(&all[k]).unwrap();
            for (j, block) in got.chunks(L).enumerate() {
                assert_all(block, (j + 1) as f32, "all_gather");
            }
            assert_all(&dev.dtoh_sync_copy(&bcast[k]).unwrap(), 1.0, "broadcast");
            assert_all(
                &dev.dtoh_sync_copy(&xs[k]).unwrap(),
                (k + 1) as f32,
                "input",
            );
            dev.synchronize().unwrap();
        }
    }

    /// Module docs ("Groups"): "a communicator with operations in a group belongs to that
    /// thread until the group ends"; group.rs: other threads "may not use it meanwhile (NCCL
    /// would fold their operations into this group)". The sync forms are refused (see
    /// `groups_hold_their_communicators`); an async form, moved to another thread with the
    /// `Comm`, must be too: its future would otherwise resolve before the group launched it.
    #[test]
    fn an_async_operation_on_a_communicator_held_by_another_threads_group_is_refused() {
        let devs = world!();
        let dev = devs[0].clone();
        let comm = Comm::from_devices(vec![dev.clone()])
            .unwrap()
            .pop()
            .unwrap();
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let mut a = dev.htod_copy(vec![2.0f32; L]).unwrap();
        let mut x = dev.htod_copy(vec![1.0f32; L]).unwrap();
        group_start().unwrap();
        comm.all_reduce_in_place(&mut a, &ReduceOp::Sum).unwrap();
        let (comm, got) = std::thread::scope(|s| {
            s.spawn(|| {
                let f = comm.all_reduce_in_place_async(&adev, &mut x, &ReduceOp::Sum);
                // A refusal resolves at once; an operation in flight is dropped unawaited. An
                // error's message is kept on the thread that got it: read it here.
                let got = block_on(futures_lite::future::poll_once(f));
                (comm, got.map(|r| r.map_err(|e| e.to_string())))
            })
            .join()
            .unwrap()
        });
        group_end().unwrap();
        match got {
            Some(Err(e)) => assert!(e.contains("another thread"), "{e}"),
            Some(Ok(())) => panic!(
                "an async all-reduce on a communicator held by another thread's open group \
                 went through (and resolved before that group ended)"
            ),
            None => panic!(
                "an async all-reduce on a communicator held by another thread's open group \
                 was enqueued instead of refused"
            ),
        }
        kernels::assert_all(&dev.dtoh_sync_copy(&a).unwrap(), 2.0, "the group");
        // The communicator works on once the group has ended, async too.
        block_on(comm.all_reduce_in_place_async(&adev, &mut x, &ReduceOp::Sum)).unwrap();
        kernels::assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "after the group");
        dev.synchronize().unwrap();
    }

    /// `group!` (mod.rs): "A failure of either call does not panic ...: it is kept for this
    /// thread's next NCCL call, an operation on any communicator, `group_start` or `group_end`,
    /// which returns it. So a block whose group failed to start runs no collective outside the
    /// group: its first operation returns the error." The macro's failed end goes to the next
    /// sync operation, to the next async one, and to `from_rank` (whose `Id` stays usable); a
    /// macro whose start fails runs its block's operation to the same error.
    #[test]
    fn the_group_macros_error_goes_to_the_threads_next_operation() {
        let devs = world!();
        let dev = devs[0].clone();
        let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
        let adev = AsyncDevice::new(dev.clone()).unwrap();
        let mut x = dev.htod_copy(vec![2.0f32; 16]).unwrap();
        let usage = ncclResult_t::ncclInvalidUsage;
        // Ended early inside the block: the macro's own end fails.
        cuda_driver::group!({
            group_end().unwrap();
        });
        let e = comm
            .all_reduce_in_place(&mut x, &ReduceOp::Sum)
            .expect_err("the macro's failed end comes with the next operation");
        assert_eq!(e.code(), usage, "{e}");
        // Returned once.
        comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
        cuda_driver::group!({
            group_end().unwrap();
        });
        let e = block_on(comm.all_reduce_in_place_async(&adev, &mut x, &ReduceOp::Sum))
            .expect_err("the macro's failed end comes with the next async operation");
        assert!(e.to_string().contains("ncclInvalidUsage"), "{e}");
        cuda_driver::group!({
            group_end().unwrap();
        });
        let id = Id::new().unwrap();
        refused(Comm::from_rank(dev.clone(), 0, 1, id), usage, "");
        drop(Comm::from_rank(dev.clone(), 0, 1, id).expect("the id is still usable"));
        // A macro whose start fails (with the error kept before it): its block's operation
        // returns the error instead of running outside a group.
        cuda_driver::group!({
            group_end().unwrap();
        });
        let first;
        cuda_driver::group!({
            first = comm.all_reduce_in_place(&mut x, &ReduceOp::Sum);
        });
        let e = first.expect_err("the block's operation after a failed start");
        assert_eq!(e.code(), usage, "{e}");
        // That macro's end found no group open: its error comes next, once.
        let e = group_start().expect_err("the failed end of the second macro");
        assert_eq!(e.code(), usage, "{e}");
        group_start().unwrap();
        group_end().unwrap();
        assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [2.0; 16]);
        comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
        dev.synchronize().unwrap();
    }

    // ---- waiting and dropping -----------------------------------------------------------------

    /// Enqueues, on a communicator of one rank, an all-reduce on another stream behind a slow
    /// kernel there (into `y`, of 3.0), one on the main stream behind a slow kernel there (into
    /// `z`, of 4.0), and an async one behind a slow writer of its input (into `w`, of 5.0; its
    /// future forgotten). Each waits for about `4 * kernels::SLOW` cycles (200 ms on an H100).
    /// Call on the thread that opened `dev` (whose stream is the main stream).
    fn slow_operations(
        comm: &Comm,
        k: &SlowKernels,
        lanes: &Lanes,
        busy: &mut [CudaSlice<f32>; 3],
    ) -> [CudaSlice<f32>; 3] {
        let dev = comm.device();
        let long = 4 * kernels::SLOW;
        let [b0, b1, b2] = busy;
        let mut y = dev.alloc_zeros::<f32>(L).unwrap();
        let mut z = dev.alloc_zeros::<f32>(L).unwrap();
        let mut w = dev.alloc_zeros::<f32>(L).unwrap();
        let three = dev.htod_sync_copy(&vec![3.0f32; L]).unwrap();
        let four = dev.htod_sync_copy(&vec![4.0f32; L]).unwrap();
        k.fill(Some(&lanes.s), b0, 1.0, long);
        comm.all_reduce_on_stream(&lanes.s, &three, &mut y, &ReduceOp::Sum)
            .unwrap();
        k.fill(None, b1, 1.0, long);
        comm.all_reduce(&four, &mut z, &ReduceOp::Sum).unwrap();
        k.fill(Some(&lanes.a), b2, 5.0, long);
        std::mem::forget(comm.all_reduce_async(&lanes.adev, &*b2, &mut w, &ReduceOp::Sum));
        [y, z, w]
    }

    /// `Comm::wait`: "Waits until the operations this communicator enqueued so far (sync ones
    /// on any stream, and async ones) have finished on the GPU, for at most `timeout`". Three
    /// operations behind 200 ms kernels (another stream, the main stream, async with its future
    /// forgotten): a wait of 1 ms returns a timeout; `wait(None)` returns once all three are
    /// done, which a raw read around the crate's ordering must see.
    #[test]
    fn wait_waits_for_operations_on_every_stream_and_async_ones() {
        let devs = world!();
        let dev = devs[0].clone();
        let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
        let k = kernels::slow_kernels(&dev);
        let lanes = Lanes::new(&dev);
        let mut busy = [(); 3].map(|_| dev.alloc_zeros::<f32>(L).unwrap());
        let [y, z, w] = slow_operations(&comm, &k, &lanes, &mut busy);
        let e = comm
            .wait(Some(Duration::from_millis(1)))
            .expect_err("the operations wait for 200 ms kernels");
        assert!(e.is_timeout(), "{e}");
        comm.wait(None).unwrap();
        assert_all(
            &snapshot(&dev, &y),
            3.0,
            "wait: the operation on another stream",
        );
        assert_all(
            &snapshot(&dev, &z),
            4.0,
            "wait: the operation on the main stream",
        );
        assert_all(&snapshot(&dev, &w), 5.0, "wait: the async operation");
        comm.async_error().unwrap();
        dev.synchronize().unwrap();
    }

    /// `Comm`: "Dropping it waits for the operations it enqueued, for at most its
    /// `drop_timeout` ..., then frees it with `ncclCommDestroy`. If they ... did not finish in
    /// time ..., it aborts the communicator instead ... and records an error saying so on the
    /// device, which the device's next fallible call returns." The three operations of
    /// `slow_operations`, then the communicator dropped: a raw read right after the drop must
    /// find them done, and the device has nothing to say. Again with a drop timeout of 1 ms:
    /// the drop aborts, the device's next call says so (once), and the device works on.
    #[test]
    fn dropping_a_communicator_waits_for_its_operations_or_aborts_after_its_drop_timeout() {
        let devs = world!();
        let dev = devs[0].clone();
        let k = kernels::slow_kernels(&dev);
        let lanes = Lanes::new(&dev);
        let mut busy = [(); 3].map(|_| dev.alloc_zeros::<f32>(L).unwrap());
        let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
        assert_eq!(comm.drop_timeout(), cuda_driver::nccl::DEFAULT_DROP_TIMEOUT);
        let [y, z, w] = slow_operations(&comm, &k, &lanes, &mut busy);
        drop(comm);
        assert_all(
            &snapshot(&dev, &y),
            3.0,
            "drop: the operation on another stream",
        );
        assert_all(
            &snapshot(&dev, &z),
            4.0,
            "drop: the operation on the main stream",
        );
        assert_all(&snapshot(&dev, &w), 5.0, "drop: the async operation");
        dev.synchronize()
            .expect("a drop that waited for its operations leaves no error");
        // A non-blocking communicator's drop timeout is its timeout.
        let nb = Comm::from_rank_with_timeout(
            dev.clone(),
            0,
            1,
            Id::new().unwrap(),
            Duration::from_secs(7),
        )
        .unwrap();
        assert_eq!(nb.drop_timeout(), Duration::from_secs(7));
        drop(nb);
        dev.synchronize().unwrap();
        // Cut short.
        let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
        let ops = slow_operations(&comm, &k, &lanes, &mut busy);
        comm.set_drop_timeout(Duration::from_millis(1));
        assert_eq!(comm.drop_timeout(), Duration::from_millis(1));
        drop(comm);
        let e = dev
            .synchronize()
            .expect_err("the drop's timeout is kept for the device");
        let m = e.to_string();
        assert!(
            m.contains("drop timeout") && m.contains("aborted it"),
            "{m}"
        );
        dev.synchronize().expect("said once");
        drop(ops);
        kernels::assert_usable(&dev);
    }

    // ---- the environment's timeout ------------------------------------------------------------

    /// Set in the children of the environment test.
    const ENV_CHILD: &str = "CUDA_DRIVER_NCCL_TEST_ENV_TIMEOUT";

    /// One child of the environment test: runs only with `ENV_CHILD` set.
    #[test]
    fn child_env_timeout() {
        if std::env::var(ENV_CHILD).is_err() {
            return;
        }
        println!();
        nvls_off();
        let dev = CudaDevice::new(0).unwrap();
        let value = std::env::var(TIMEOUT_ENV).unwrap();
        if value == "2" {
            let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
            assert_eq!(comm.timeout(), Some(Duration::from_secs(2)));
            assert_eq!(comm.drop_timeout(), Duration::from_secs(2));
            let mut x = dev.htod_copy(vec![2.0f32; 16]).unwrap();
            comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
            assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [2.0; 16]);
            drop(comm);
            let t = Instant::now();
            let e = Comm::from_rank(dev.clone(), 0, 2, Id::new().unwrap())
                .expect_err("rank 1 never comes");
            assert!(e.is_timeout(), "{e}");
            assert!(t.elapsed() < Duration::from_secs(60), "{:?}", t.elapsed());
        } else {
            refused(
                Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()),
                ncclResult_t::ncclInvalidArgument,
                TIMEOUT_ENV,
            );
        }
        dev.synchronize().unwrap();
        println!("ENV CHILD DONE");
    }

    /// Module docs: "set `CUDA_DRIVER_NCCL_TIMEOUT` to a number of seconds ([`TIMEOUT_ENV`])
    /// to give one to `from_rank`"; `from_rank`: "with the environment variable ... set
    /// (seconds) this behaves as `from_rank_with_timeout` with that timeout". In a child
    /// process with the variable at 2: the communicator has that timeout (and drop timeout),
    /// and a join whose peer never comes times out. With a value that is not a number of
    /// seconds: an error naming the variable.
    #[test]
    fn from_rank_takes_a_timeout_from_the_environment() {
        let _devs = world!();
        // A child process whose NCCL set-up must beat a 2 s timeout: too slow under the
        // sanitizer, which follows the child.
        if support::under_sanitizer("from_rank_takes_a_timeout_from_the_environment") {
            return;
        }
        let deadline = Instant::now() + Duration::from_secs(180);
        for value in ["2", "soon"] {
            let mut cmd = Command::new(std::env::current_exe().unwrap());
            cmd.args([
                "--exact",
                "claims::child_env_timeout",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(ENV_CHILD, "1")
            .env(TIMEOUT_ENV, value)
            .env(NVLS, "0")
            .env_remove(RANK_VAR)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
            let (ok, out, err) = finish(cmd.spawn().unwrap(), String::new(), deadline);
            assert!(
                ok && out.contains("ENV CHILD DONE") && !err.contains("panicked"),
                "{TIMEOUT_ENV}={value}: the child failed:\n--- stdout\n{out}\n--- stderr\n{err}"
            );
        }
    }

    // ---- two GPUs -----------------------------------------------------------------------------

    /// `from_devices`: "rank `i` is `devices[i]`". GPU 1 first: rank 0 is GPU 1 (the very
    /// device object given), and what rank 0 broadcasts and gathers is GPU 1's.
    #[test]
    fn from_devices_makes_rank_i_of_the_ith_device() {
        let devs = world!();
        if devs.len() < 2 {
            println!("skipped: needs 2 GPUs");
            return;
        }
        let order = vec![devs[1].clone(), devs[0].clone()];
        let comms = Comm::from_devices(order.clone()).unwrap();
        for (i, c) in comms.iter().enumerate() {
            assert_eq!(c.rank(), i);
            assert!(Arc::ptr_eq(&c.device(), &order[i]), "rank {i}'s device");
        }
        let xs: Vec<_> = comms
            .iter()
            .map(|c| {
                let d = c.device();
                d.htod_copy(vec![(d.ordinal() + 10) as f32; 1000]).unwrap()
            })
            .collect();
        let mut ys: Vec<_> = comms
            .iter()
            .map(|c| c.device().alloc_zeros::<f32>(1000).unwrap())
            .collect();
        let mut all: Vec<_> = comms
            .iter()
            .map(|c| c.device().alloc_zeros::<f32>(2000).unwrap())
            .collect();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            c.broadcast((k == 0).then_some(&xs[k]), &mut ys[k], 0)
                .unwrap();
        }
        group_end().unwrap();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            c.all_gather(&xs[k], &mut all[k]).unwrap();
        }
        group_end().unwrap();
        for (k, c) in comms.iter().enumerate() {
            let d = c.device();
            assert_all(&d.dtoh_sync_copy(&ys[k]).unwrap(), 11.0, "rank 0 is GPU 1");
            let got = d.dtoh_sync_copy(&all[k]).unwrap();
            assert_all(&got[..1000], 11.0, "block 0 of the gather is GPU 1's");
            assert_all(&got[1000..], 10.0, "block 1 of the gather is GPU 0's");
        }
    }

    /// Module docs ("When a peer never joins"): "A peer that joined but never calls its side of
    /// a collective leaves the GPU waiting: use `Comm::wait` with a timeout as a watchdog, then
    /// `Comm::abort`, which stops the waiting kernels"; `abort`: "operations still running on
    /// the GPU stop ... and the communicator is freed". Two GPUs of one process: after a pair
    /// that connects them, rank 0 sends 1 GiB to rank 1, which never posts the recv. `wait`
    /// times out; after `abort` the work queued behind the send on rank 0's stream completes
    /// and the device works on.
    #[test]
    fn wait_then_abort_stops_a_send_whose_peer_never_posts() {
        let devs = world!();
        if devs.len() < 2 {
            println!("skipped: needs 2 GPUs");
            return;
        }
        let mut comms = Comm::from_devices(devs[..2].to_vec()).unwrap();
        let xs: Vec<_> = comms
            .iter()
            .map(|c| {
                c.device()
                    .htod_copy(vec![(c.rank() + 1) as f32; 1024])
                    .unwrap()
            })
            .collect();
        let mut ys: Vec<_> = comms
            .iter()
            .map(|c| c.device().alloc_zeros::<f32>(1024).unwrap())
            .collect();
        group_start().unwrap();
        for (k, c) in comms.iter().enumerate() {
            let peer = 1 - k as i32;
            c.send(&xs[k], peer).unwrap();
            c.recv(&mut ys[k], peer).unwrap();
        }
        group_end().unwrap();
        for (k, c) in comms.iter().enumerate() {
            assert_all(
                &c.device().dtoh_sync_copy(&ys[k]).unwrap(),
                (2 - k) as f32,
                "the pair that connects the ranks",
            );
        }
        let dev0 = devs[0].clone();
        // Far more than NCCL can buffer: the send waits on the GPU for the recv.
        let big = dev0.alloc_zeros::<f32>(256 << 20).unwrap();
        comms[0].send(&big, 1).unwrap();
        let done = dev0.new_event(EventFlags::empty()).unwrap();
        done.record().unwrap();
        let e = comms[0]
            .wait(Some(Duration::from_millis(500)))
            .expect_err("rank 1 never receives");
        assert!(e.is_timeout(), "{e}");
        assert!(!done.query().unwrap(), "the send finished without its recv");
        let c1 = comms.pop().unwrap();
        let c0 = comms.pop().unwrap();
        c0.abort().unwrap();
        let t = Instant::now();
        while !done.query().unwrap() {
            assert!(
                t.elapsed() < Duration::from_secs(30),
                "rank 0's stream still waits 30 s after the abort"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        c1.abort().unwrap();
        drop(big);
        dev0.synchronize().unwrap();
        kernels::assert_usable(&dev0);
        kernels::assert_usable(&devs[1]);
    }

    /// Module docs ("Lengths across ranks"): the crate compares "sends and recvs between ranks
    /// of ... `Comm::from_rank` called on several threads of this process with one `Id`
    /// (paired in order, as NCCL pairs them, across threads and groups); and the collectives of
    /// those ranks (the `k`-th of each rank ...). The second of two mismatched calls is refused
    /// with an `ncclInvalidArgument` error naming both lengths, and is never given to NCCL ...;
    /// the first stays posted, waiting for a matching call". Two threads, one rank each (two
    /// GPUs): rank 0 posts an all-reduce of 1000 and a send of 1000, each before rank 1 posts
    /// its side of 600, which is refused; rank 1's calls of 1000 then complete both. (Both
    /// ranks first run the same pair and all-reduce once, so that NCCL has connected them and
    /// rank 0's lone calls return once enqueued; the communicators are non-blocking, so that a
    /// call NCCL cannot take fails after 60 s instead of hanging.)
    #[test]
    fn mismatched_lengths_between_from_rank_threads_are_refused() {
        let devs = world!();
        if devs.len() < 2 {
            println!("skipped: needs 2 GPUs");
            return;
        }
        let id = Id::new().unwrap();
        let (posted, wait_posted) = mpsc::channel::<()>();
        let inv = ncclResult_t::ncclInvalidArgument;
        std::thread::scope(|s| {
            let d0 = devs[0].clone();
            let d1 = devs[1].clone();
            let r0 = s.spawn(move || {
                let comm =
                    Comm::from_rank_with_timeout(d0.clone(), 0, 2, id, Duration::from_secs(60))
                        .unwrap();
                let x = d0.htod_copy(vec![1.0f32; 1000]).unwrap();
                let mut y = d0.alloc_zeros::<f32>(1000).unwrap();
                group_start().unwrap();
                comm.send(&x, 1).unwrap();
                comm.recv(&mut y, 1).unwrap();
                group_end().unwrap();
                comm.all_reduce(&x, &mut y, &ReduceOp::Sum).unwrap();
                // Posted before rank 1's mismatched side.
                let mut sum = d0.alloc_zeros::<f32>(1000).unwrap();
                comm.all_reduce(&x, &mut sum, &ReduceOp::Sum).unwrap();
                posted.send(()).unwrap();
                comm.send(&x, 1).unwrap();
                posted.send(()).unwrap();
                comm.wait(Some(Duration::from_secs(60))).unwrap();
                assert_all(
                    &d0.dtoh_sync_copy(&sum).unwrap(),
                    2.0,
                    "rank 0's all-reduce",
                );
            });
            let r1 = s.spawn(move || {
                let comm =
                    Comm::from_rank_with_timeout(d1.clone(), 1, 2, id, Duration::from_secs(60))
                        .unwrap();
                let x = d1.htod_copy(vec![1.0f32; 1000]).unwrap();
                let mut y = d1.alloc_zeros::<f32>(1000).unwrap();
                group_start().unwrap();
                comm.send(&x, 0).unwrap();
                comm.recv(&mut y, 0).unwrap();
                group_end().unwrap();
                comm.all_reduce(&x, &mut y, &ReduceOp::Sum).unwrap();
                let mut sum = d1.alloc_zeros::<f32>(1000).unwrap();
                let mut short = d1.htod_copy(vec![OLD; 1000]).unwrap();
                wait_posted.recv().unwrap();
                refused(
                    comm.all_reduce(&x.slice(..600), &mut short.slice_mut(..600), &ReduceOp::Sum),
                    inv,
                    "passes 600 f32 to all_reduce (sum), but rank 0",
                );
                comm.all_reduce(&x, &mut sum, &ReduceOp::Sum).unwrap();
                wait_posted.recv().unwrap();
                refused(
                    comm.recv(&mut short.slice_mut(..600), 0),
                    inv,
                    "rank 0 sends 1000 f32 (4000 bytes) to rank 1, and rank 1 receives 600 f32",
                );
                let mut got = d1.alloc_zeros::<f32>(1000).unwrap();
                comm.recv(&mut got, 0).unwrap();
                comm.wait(Some(Duration::from_secs(60))).unwrap();
                assert_all(
                    &d1.dtoh_sync_copy(&sum).unwrap(),
                    2.0,
                    "rank 1's all-reduce",
                );
                assert_all(&d1.dtoh_sync_copy(&got).unwrap(), 1.0, "rank 1's recv");
                assert_all(
                    &d1.dtoh_sync_copy(&short).unwrap(),
                    OLD,
                    "the refused calls' buffer",
                );
            });
            for h in [r0, r1] {
                if let Err(e) = h.join() {
                    std::panic::resume_unwind(e);
                }
            }
        });
    }

    // ---- a rank that dies, and a peer that never connects: two processes on one GPU --------

    /// Set in the children of the two tests below: the path the ranks' signal files start
    /// with (`.ready`, `.done`).
    const SIGNAL_VAR: &str = "CUDA_DRIVER_NCCL_TEST_SIGNAL";

    /// A fresh path for the signal files of `test`.
    fn signal_path(test: &str) -> std::path::PathBuf {
        let stamp = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos();
        std::env::temp_dir().join(format!(
            "cuda-driver-nccl-{test}-{}-{stamp}",
            std::process::id()
        ))
    }

    /// `path` with `ext` appended.
    fn signal_file(path: &str, ext: &str) -> std::path::PathBuf {
        std::path::PathBuf::from(format!("{path}.{ext}"))
    }

    /// Waits until `path` exists; fails after a minute.
    #[track_caller]
    fn wait_for(path: &std::path::Path) {
        let t = Instant::now();
        while !path.exists() {
            assert!(
                t.elapsed() < Duration::from_secs(60),
                "{} never came",
                path.display()
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// The environment of child rank `rank`: GPU 0 (on every machine), as a host of its own
    /// (`NCCL_HOSTID`) that talks to the other rank over sockets on the loopback interface.
    /// So the two ranks may share one GPU, and a rank that dies closes sockets that the other
    /// rank's NCCL proxy thread reads (a peer over NVLink or PCIe would leave the other rank's
    /// kernel waiting, with nothing for NCCL to notice).
    fn socket_rank(signal: &std::path::Path, rank: usize) -> Vec<(&'static str, String)> {
        vec![
            (SIGNAL_VAR, signal.to_string_lossy().into_owned()),
            ("NCCL_DEBUG", "WARN".to_owned()),
            ("NCCL_HOSTID", format!("cuda-driver-test-host-{rank}")),
            ("NCCL_SOCKET_IFNAME", "lo".to_owned()),
            ("NCCL_NET", "Socket".to_owned()),
            ("NCCL_IB_DISABLE", "1".to_owned()),
            ("NCCL_MNNVL_ENABLE", "0".to_owned()),
        ]
    }

    /// Runs `test` as two child ranks (see `socket_rank`) and fails unless both succeed.
    fn run_socket_ranks(test: &str) {
        let signal = signal_path(test.trim_start_matches("claims::"));
        let deadline = Instant::now() + Duration::from_secs(180);
        let results = run_children(test, 2, |r| socket_rank(&signal, r), deadline);
        for ext in ["ready", "done"] {
            let _ = std::fs::remove_file(signal_file(&signal.to_string_lossy(), ext));
        }
        for (rank, (_, out, err)) in &results {
            println!("--- rank {rank} stdout\n{out}\n--- rank {rank} stderr\n{err}");
        }
        children_succeeded(&results);
    }

    /// The rank of a child of the test `SIGNAL_VAR` is set for, and the signal files' path;
    /// `None` (return at once) elsewhere.
    fn socket_child() -> Option<(usize, String)> {
        let rank = std::env::var(RANK_VAR).ok()?;
        let signal = std::env::var(SIGNAL_VAR).ok()?;
        println!();
        nvls_off();
        Some((rank.parse().unwrap(), signal))
    }

    /// One rank of `a_dead_peer_ends_wait_early_with_nccls_asynchronous_error`.
    #[test]
    fn child_dead_peer_rank() {
        let Some((rank, signal)) = socket_child() else {
            return;
        };
        let id = child_id();
        let dev = CudaDevice::new(0).unwrap();
        let comm = Comm::from_rank(dev.clone(), rank, 2, id).unwrap();
        let x = dev.htod_copy(vec![rank as f32 + 1.0; 1024]).unwrap();
        let mut y = dev.alloc_zeros::<f32>(1024).unwrap();
        comm.all_reduce(&x, &mut y, &ReduceOp::Sum).unwrap();
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            3.0,
            "the all-reduce that connects the ranks",
        );
        println!("rank {rank} connected");
        let done = signal_file(&signal, "done");
        if rank == 1 {
            // Dies, as a crash would, once rank 0 has posted an all-reduce it never joins:
            // its sockets close, nothing is torn down.
            wait_for(&done);
            println!("CHILD DONE rank 1");
            use std::io::Write;
            std::io::stdout().flush().unwrap();
            // SAFETY: ends this process at once; nothing of it is used again.
            unsafe { libc::_exit(0) };
        }
        // The same all-reduce as the first (so NCCL needs no new connection to enqueue it),
        // posted while rank 1 lives; its kernel then waits for data that never comes.
        let mut z = dev.alloc_zeros::<f32>(1024).unwrap();
        comm.all_reduce(&x, &mut z, &ReduceOp::Sum).unwrap();
        std::fs::write(&done, b"rank 0 posted its second all-reduce").unwrap();
        let bound = Duration::from_secs(60);
        let t = Instant::now();
        let e = comm
            .wait(Some(bound))
            .expect_err("rank 1 died before its side of the all-reduce");
        let took = t.elapsed();
        println!("rank 0: wait returned after {took:?}: {e}");
        assert!(
            !e.is_timeout(),
            "wait ran out its {bound:?} instead of returning NCCL's error: {e}"
        );
        assert!(took < Duration::from_secs(30), "wait took {took:?}");
        assert_eq!(
            e.code(),
            ncclResult_t::ncclRemoteError,
            "a peer that died: {e}"
        );
        assert!(
            e.to_string()
                .contains("while waiting for the operations of rank 0"),
            "{e}"
        );
        // async_error reports the same error, and keeps reporting it.
        for _ in 0..2 {
            let a = comm
                .async_error()
                .expect_err("async_error after the peer died");
            assert_eq!(a.code(), e.code(), "{a}");
        }
        // Its operations failed: the drop aborts at once (not after its 10-minute drop
        // timeout) and leaves the error for the device's next call, once.
        assert_eq!(comm.drop_timeout(), cuda_driver::nccl::DEFAULT_DROP_TIMEOUT);
        let t = Instant::now();
        drop(comm);
        let took = t.elapsed();
        println!("rank 0: the drop took {took:?}");
        assert!(took < Duration::from_secs(30), "the drop took {took:?}");
        let d = dev
            .synchronize()
            .expect_err("the drop's abort is kept for the device");
        let m = d.to_string();
        assert!(
            m.contains("ncclRemoteError") && m.contains("aborted it"),
            "{m}"
        );
        dev.synchronize().expect("said once");
        drop(z);
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "after the abort");
        kernels::assert_usable(&dev);
        println!("CHILD DONE rank 0");
    }

    /// `Comm::wait`: "Returns early with the asynchronous error if NCCL reports one";
    /// `async_error`: "a peer that failed or a network error that NCCL noticed in the
    /// background"; `Comm`: "If they failed ... it aborts the communicator instead ... and
    /// records an error saying so on the device". Two processes on GPU 0 (see `socket_rank`):
    /// after an all-reduce that connects them, rank 0 posts another, and rank 1 dies without
    /// posting it. Rank 0's `wait` with a timeout of 60 s returns NCCL's `ncclRemoteError`
    /// (not a timeout) within 30 s, `async_error` returns the same code, and dropping the
    /// communicator (drop timeout 10 minutes) aborts it at once, the device's next call saying
    /// so.
    #[test]
    fn a_dead_peer_ends_wait_early_with_nccls_asynchronous_error() {
        let _devs = world!();
        if support::under_sanitizer("a_dead_peer_ends_wait_early_with_nccls_asynchronous_error") {
            return;
        }
        run_socket_ranks("claims::child_dead_peer_rank");
    }

    /// The timeout of rank 0 in `child_call_timeout_rank`: each call waits at most this long for
    /// NCCL.
    const CALL_TIMEOUT: Duration = Duration::from_secs(2);

    /// NCCL's one-time set-up in this process (a communicator of one rank and an
    /// all-reduce), so that a later join takes no more than the join itself.
    fn warm_up(dev: &Arc<CudaDevice>) {
        let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new().unwrap()).unwrap();
        let mut x = dev.htod_copy(vec![1.0f32; 1024]).unwrap();
        comm.all_reduce_in_place(&mut x, &ReduceOp::Sum).unwrap();
        drop(comm);
        dev.synchronize().unwrap();
    }

    /// One rank of `a_call_nccl_cannot_take_in_time_times_out_and_aborts`.
    #[test]
    fn child_call_timeout_rank() {
        let Some((rank, signal)) = socket_child() else {
            return;
        };
        let id = child_id();
        let dev = CudaDevice::new(0).unwrap();
        warm_up(&dev);
        let (ready, done) = (signal_file(&signal, "ready"), signal_file(&signal, "done"));
        if rank == 1 {
            std::fs::write(&ready, b"rank 1 joins now").unwrap();
            let comm = Comm::from_rank_with_timeout(dev.clone(), 1, 2, id, Duration::from_secs(60))
                .unwrap();
            println!("rank 1 joined; it posts nothing");
            wait_for(&done);
            // Not under test: rank 1's communicator goes without waiting for anything.
            if let Err(e) = comm.abort() {
                println!("rank 1: abort: {e}");
            }
            println!("CHILD DONE rank 1");
            return;
        }
        // Joins once rank 1 does, so that the join beats the short timeout.
        wait_for(&ready);
        let t = Instant::now();
        let comm = Comm::from_rank_with_timeout(dev.clone(), 0, 2, id, CALL_TIMEOUT)
            .unwrap_or_else(|e| {
                panic!("rank 0's join (not under test) did not finish within {CALL_TIMEOUT:?}: {e}")
            });
        println!("rank 0 joined in {:?}", t.elapsed());
        assert_eq!(comm.timeout(), Some(CALL_TIMEOUT));
        let x = dev.htod_copy(vec![1.0f32; 1024]).unwrap();
        let mut y = dev.htod_copy(vec![OLD; 1024]).unwrap();
        // NCCL connects the ranks for their first send while taking it, which needs rank 1.
        let t = Instant::now();
        let e = comm
            .send(&x, 1)
            .expect_err("a send NCCL cannot take: rank 1 never connects");
        let took = t.elapsed();
        println!("rank 0: the send returned after {took:?}: {e}");
        assert!(e.is_timeout(), "{e}");
        assert!(
            e.to_string().contains("the communicator was aborted"),
            "{e}"
        );
        assert!(
            took >= CALL_TIMEOUT,
            "the send gave up after {took:?}, before its timeout"
        );
        assert!(
            took < CALL_TIMEOUT + Duration::from_secs(30),
            "the send returned {took:?} after its call"
        );
        // Aborted: what follows is refused at once, saying so.
        let t = Instant::now();
        let usage = ncclResult_t::ncclInvalidUsage;
        let aborted = "the communicator was aborted";
        refused(comm.all_reduce(&x, &mut y, &ReduceOp::Sum), usage, aborted);
        refused(comm.send(&x, 1), usage, aborted);
        refused(comm.wait(None), usage, aborted);
        refused(comm.async_error(), usage, aborted);
        assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
        // The buffers are free for other work, unchanged.
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "the send's buffer");
        assert_all(&dev.dtoh_sync_copy(&y).unwrap(), OLD, "the refused output");
        std::fs::write(&done, b"rank 0 is done").unwrap();
        let t = Instant::now();
        drop(comm);
        assert!(
            t.elapsed() < Duration::from_secs(5),
            "dropping the aborted communicator took {:?}",
            t.elapsed()
        );
        dev.synchronize()
            .expect("the error went to the call; nothing is kept for the device");
        kernels::assert_usable(&dev);
        println!("CHILD DONE rank 0");
    }

    /// `from_rank_with_timeout`: "the timeout keeps applying: every call waits at most
    /// `timeout` for NCCL to take the operation (aborting the communicator when it runs
    /// out)"; module docs: "The same limit then applies to each later call (NCCL taking the
    /// operation)", the error one for which `is_timeout` says so. Two processes on GPU 0 (see
    /// `socket_rank`): both join, rank 0 with a timeout of 2 s; rank 1 then posts nothing, so
    /// NCCL cannot connect rank 0's first send. The send returns a timeout error after 2 s
    /// (not before, and not much later), saying the communicator was aborted; every later call
    /// on it is refused at once, its buffers are usable and unchanged, and its drop returns at
    /// once.
    #[test]
    fn a_call_nccl_cannot_take_in_time_times_out_and_aborts() {
        let _devs = world!();
        if support::under_sanitizer("a_call_nccl_cannot_take_in_time_times_out_and_aborts") {
            return;
        }
        run_socket_ranks("claims::child_call_timeout_rank");
    }
}
