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
#[path = "../support/mod.rs"]
mod support;

use cuda_driver::r#async::{AsyncDevice, GpuFuture};
use cuda_driver::driver::{CudaDevice, CudaStream, DeviceRepr, ValidAsZeroBits};
use cuda_driver::nccl::result::NcclError;
use cuda_driver::nccl::sys::ncclResult_t;
use cuda_driver::nccl::{Comm, Id, NcclType};
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use support::kernels;

/// `nccl!();`: return (skip) without NCCL.
macro_rules! nccl {
    () => {
        if !nccl_available() {
            return;
        }
    };
}

macro_rules! world {
    () => {
        match world() {
            Some(w) => w,
            None => return,
        }
    };
}

macro_rules! val {
    ($($t:ty),*) => { $(impl Val for $t { fn of(x: i64) -> Self { x as $t } })* };
}

mod collectives;
mod communicators;
mod compat;
mod groups;
mod host;
mod ordering;
mod rank;
mod refusals;
mod stream_api;

const NVLS: &str = "NCCL_NVLS_ENABLE";

/// Set in a child process: its rank.
const RANK_VAR: &str = "CUDA_DRIVER_NCCL_TEST_RANK";

/// Set in a child process: the world size.
const WORLD_VAR: &str = "CUDA_DRIVER_NCCL_TEST_WORLD";

/// Set in the children of rank > 0: rank 0's id, in hex.
const ID_VAR: &str = "CUDA_DRIVER_NCCL_TEST_ID";

/// Elements per rank in the collective checks: odd, and past one NCCL chunk.
const LEN: usize = 70_001;

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

#[track_caller]
fn refused(r: Result<impl std::fmt::Debug, NcclError>, code: ncclResult_t, words: &str) {
    let e = r.expect_err("refused");
    assert_eq!(e.code(), code, "{e}");
    assert!(e.to_string().contains(words), "{words:?} not in: {e}");
}

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

/// Elements of each buffer in the ordering checks (4 MiB of f32).
const L: usize = 1 << 20;

/// What an output holds before the collective.
const OLD: f32 = -5.0;

// `Comm` is `Send` but not `Sync` (module docs, "Differences from cudarc 0.13").
const _: () = {
    const fn assert_send<T: Send>() {}
    assert_send::<Comm>();
};

// Compiles only while `Comm` is not `Sync`.
const _: fn() = || {
    /// Implemented twice for `Sync` types, so that naming `some_item` of a `Sync` type is
    /// ambiguous and does not compile (the static_assertions crate's `assert_not_impl_any`).
    trait AmbiguousIfSync<A> {
        fn some_item() {}
    }
    impl<T: ?Sized> AmbiguousIfSync<()> for T {}
    impl<T: ?Sized + Sync> AmbiguousIfSync<u8> for T {}

    let _ = <Comm as AmbiguousIfSync<_>>::some_item;
};

/// The streams of one rank's ordering checks.
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

/// What one call gave.
enum Issued {
    Done(Result<(), NcclError>),
    Future(GpuFuture<()>),
}

fn done<T>(r: Result<T, NcclError>) -> Issued {
    Issued::Done(r.map(drop))
}
