//! [`Id`] and [`Comm`]: making communicators, what they know, and taking them down.

use super::group::{self, Member};
use super::id::Id;
use super::id::claim_id;
use super::matching::{Clique, SelfPairs};
use crate::driver::safe::port::{Stream, lock};
use crate::driver::{CudaDevice, DriverError};
use crate::nccl::result::{self, NcclError, NcclStatus};
use crate::nccl::sys;
use std::cell::Cell;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The environment variable that gives [`Comm::from_rank`] a timeout, in seconds.
pub const TIMEOUT_ENV: &str = "CUDA_DRIVER_NCCL_TIMEOUT";

/// How long dropping a blocking communicator (one without a [`timeout`](Comm::timeout))
/// waits for its operations before it aborts the communicator: 10 minutes, the default
/// timeout of PyTorch's NCCL process groups. Change it per communicator with
/// [`Comm::set_drop_timeout`].
///
/// # Examples
///
/// ```
/// use cuda_driver::nccl::DEFAULT_DROP_TIMEOUT;
/// assert_eq!(DEFAULT_DROP_TIMEOUT.as_secs(), 600);
/// ```
pub const DEFAULT_DROP_TIMEOUT: Duration = Duration::from_secs(600);

/// What a communicator shares with its group and its operations.
pub(crate) struct CommInner {
    /// The handle; freed once, by `Drop`, or by an abort (then `aborted` is set).
    pub(crate) raw: sys::ncclComm_t,
    pub(crate) device: Arc<CudaDevice>,
    pub(crate) rank: usize,
    pub(crate) world_size: usize,
    /// Set for non-blocking communicators: how long to wait for NCCL.
    pub(crate) timeout: Option<Duration>,
    /// How long `Drop` waits for the operations before aborting, in nanoseconds.
    drop_timeout: AtomicU64,
    /// The ranks of this communicator in this process, for comparing both sides of an
    /// operation.
    pub(crate) clique: Arc<Clique>,
    /// Sends to itself and recvs from itself in the open group, paired.
    pub(crate) self_pairs: SelfPairs,
    /// The streams sync operations went to, for waiting before the handle is freed.
    streams: Mutex<Vec<Stream>>,
    /// The group (see `group.rs`) holding operations of this communicator; 0 when none.
    pub(crate) group: AtomicU64,
    /// Async operations not finished yet.
    pub(crate) in_flight: Arc<AtomicUsize>,
    /// Set once the handle was aborted: nothing may use it any more.
    aborted: AtomicBool,
}

// SAFETY: the handle is used through `Comm` (not `Sync`, so from one thread at a time), by
// the group of the thread that used it last (checked with `group`), and by `Drop`; NCCL allows
// a communicator to be used from any thread, one at a time.
unsafe impl Send for CommInner {}
// SAFETY: shared only to keep the handle alive and for the atomics; see above.
unsafe impl Sync for CommInner {}

/// A communicator: one rank of a group of GPUs (in this process or others, on this node or
/// others) that run collectives together.
///
/// Made with [`Comm::from_rank`] (one rank per process or thread, the ranks sharing an
/// [`Id`]), [`Comm::from_rank_with_timeout`], or [`Comm::from_devices`] (every GPU of this
/// process). Its collectives ([`all_reduce`](Self::all_reduce) and the rest) run on the
/// device's main stream, on a [`CudaStream`](crate::driver::CudaStream) (`*_on_stream`), or on
/// an [`AsyncDevice`](../async/struct.AsyncDevice.html) (`*_async`), ordered with every other use
/// of their buffers.
///
/// `Comm` is `Send` but not `Sync`: NCCL communicators are used from one thread at a time.
///
/// Dropping it waits for the operations it enqueued, for at most its
/// [`drop_timeout`](Self::drop_timeout) (its [`timeout`](Self::timeout) for a non-blocking
/// communicator, [`DEFAULT_DROP_TIMEOUT`] (10 minutes) for a blocking one, unless changed
/// with [`set_drop_timeout`](Self::set_drop_timeout)), then frees it with `ncclCommDestroy`.
/// If they failed, or did not finish in time (a peer that never posts its side), it aborts
/// the communicator instead (`ncclCommAbort`: its kernels stop, leaving partial results) and
/// records an error saying so on the device, which the device's next fallible call returns.
/// A drop therefore returns within about the drop timeout (and the time NCCL takes to abort).
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::driver::CudaDevice;
/// use cuda_driver::nccl::{Comm, Id, ReduceOp};
///
/// let dev = CudaDevice::new(0)?;
/// let comm = Comm::from_rank(dev.clone(), 0, 1, Id::new()?)?;
/// let x = dev.htod_copy(vec![1.0f32; 4])?;
/// let mut sum = dev.alloc_zeros::<f32>(4)?;
/// comm.all_reduce(&x, &mut sum, &ReduceOp::Sum)?;
/// assert_eq!(dev.dtoh_sync_copy(&sum)?, [1.0; 4]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Comm {
    pub(crate) inner: Arc<CommInner>,
    /// Not `Sync`.
    _one_thread: PhantomData<Cell<()>>,
}

impl std::fmt::Debug for Comm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Comm")
            .field("device", &self.inner.device.ordinal())
            .field("rank", &self.inner.rank)
            .field("world_size", &self.inner.world_size)
            .field("timeout", &self.inner.timeout)
            .finish()
    }
}

impl Comm {
    fn wrap(
        raw: sys::ncclComm_t,
        device: Arc<CudaDevice>,
        (rank, world_size): (usize, usize),
        timeout: Option<Duration>,
        clique: Arc<Clique>,
    ) -> Comm {
        let main = Stream::main_of(&device);
        Comm {
            inner: Arc::new(CommInner {
                raw,
                device,
                rank,
                world_size,
                timeout,
                drop_timeout: AtomicU64::new(nanos(timeout.unwrap_or(DEFAULT_DROP_TIMEOUT))),
                clique,
                self_pairs: SelfPairs::default(),
                streams: Mutex::new(vec![main]),
                group: AtomicU64::new(0),
                in_flight: Arc::new(AtomicUsize::new(0)),
                aborted: AtomicBool::new(false),
            }),
            _one_thread: PhantomData,
        }
    }

    /// One communicator per device, all in this process (`ncclCommInitAll`): rank `i` is
    /// `devices[i]`. The devices must be different GPUs.
    ///
    /// Driving several GPUs from one thread needs [`group_start`](super::group_start) /
    /// [`group_end`](super::group_end) around each round of collectives (one call per
    /// communicator): NCCL launches them together at the group's end.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaDevice;
    /// use cuda_driver::nccl::{Comm, ReduceOp, group_end, group_start};
    ///
    /// let n = CudaDevice::count()? as usize;
    /// let devices = (0..n).map(CudaDevice::new).collect::<Result<Vec<_>, _>>()?;
    /// let comms = Comm::from_devices(devices)?;
    /// let mut bufs = comms
    ///     .iter()
    ///     .map(|c| c.device().htod_copy(vec![c.rank() as f32 + 1.0; 8]))
    ///     .collect::<Result<Vec<_>, _>>()?;
    /// group_start()?;
    /// for (comm, buf) in comms.iter().zip(&mut bufs) {
    ///     comm.all_reduce_in_place(buf, &ReduceOp::Sum)?;
    /// }
    /// group_end()?;
    /// let expected = (n * (n + 1) / 2) as f32;
    /// for (comm, buf) in comms.iter().zip(&bufs) {
    ///     assert_eq!(comm.device().dtoh_sync_copy(buf)?, vec![expected; 8]);
    /// }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_devices(devices: Vec<Arc<CudaDevice>>) -> Result<Vec<Self>, NcclError> {
        crate::error_context::returning(|| Self::make_from_devices(devices))
    }

    /// The body of [`from_devices`](Self::from_devices), in an `error_context::returning` scope.
    fn make_from_devices(devices: Vec<Arc<CudaDevice>>) -> Result<Vec<Self>, NcclError> {
        if devices.is_empty() {
            return Err(NcclError::invalid(
                "Comm::from_devices needs at least one device",
            ));
        }
        let mut ordinals: Vec<usize> = devices.iter().map(|d| d.ordinal()).collect();
        ordinals.sort_unstable();
        if let Some(w) = ordinals.windows(2).find(|w| w[0] == w[1]) {
            return Err(NcclError::invalid(format!(
                "Comm::from_devices got device {} twice: each rank needs its own GPU",
                w[0]
            )));
        }
        let n = i32::try_from(devices.len())
            .map_err(|_| NcclError::invalid("too many devices for NCCL"))?;
        group::refuse_open("Comm::from_devices")?;
        let list: Vec<i32> = devices.iter().map(|d| d.ordinal() as i32).collect();
        devices[0].check_and_make_current()?;
        let mut raw = vec![std::ptr::null_mut(); devices.len()];
        // SAFETY: room for `n` handles and `n` ordinals; each handle is owned by a `Comm` below.
        unsafe { result::comm_init_all(raw.as_mut_ptr(), n, list.as_ptr()) }
            .map_err(|e| e.context(format!("while making communicators for devices {list:?}")))?;
        let world_size = devices.len();
        let clique = Arc::new(Clique::new(0..world_size));
        Ok(raw
            .into_iter()
            .zip(devices)
            .enumerate()
            .map(|(rank, (raw, dev))| {
                Comm::wrap(raw, dev, (rank, world_size), None, clique.clone())
            })
            .collect())
    }

    /// Rank `rank` of a communicator of `world_size` ranks that share `id`
    /// (`ncclCommInitRank`): one call per rank, each in its own process or thread, on its own
    /// GPU. Blocks until every rank has joined.
    ///
    /// A peer that never joins would make this wait for ever; with the environment variable
    /// `CUDA_DRIVER_NCCL_TIMEOUT` set (seconds) this behaves as
    /// [`from_rank_with_timeout`](Self::from_rank_with_timeout) with that timeout.
    ///
    /// Refused before NCCL is called: `rank >= world_size`, `world_size == 0` or beyond
    /// `i32`, an `id` this process already made a communicator of for the same rank, and a
    /// call inside a group. A join that fails gives its `id` back, so the same rank may try
    /// again with it (see [When a peer never joins](crate::nccl#when-a-peer-never-joins)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaDevice;
    /// use cuda_driver::nccl::{Comm, Id};
    ///
    /// // Rank 0 makes the id and sends `id.to_bytes()` to the others; each rank then:
    /// # let (rank, world_size) = (0, 1);
    /// # let id = Id::new()?;
    /// let dev = CudaDevice::new(rank)?;
    /// let comm = Comm::from_rank(dev, rank, world_size, id)?;
    /// assert_eq!(comm.rank(), rank);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_rank(
        device: Arc<CudaDevice>,
        rank: usize,
        world_size: usize,
        id: Id,
    ) -> Result<Self, NcclError> {
        crate::error_context::returning(|| Self::make_from_rank(device, rank, world_size, id))
    }

    /// The body of [`from_rank`](Self::from_rank), in an `error_context::returning` scope.
    fn make_from_rank(
        device: Arc<CudaDevice>,
        rank: usize,
        world_size: usize,
        id: Id,
    ) -> Result<Self, NcclError> {
        if let Some(timeout) = env_timeout()? {
            return Self::from_rank_with_timeout(device, rank, world_size, id, timeout);
        }
        let (r, n) = check_rank(rank, world_size)?;
        group::refuse_open("Comm::from_rank")?;
        // Given back if this fails: the id stays usable for a retry.
        let claim = claim_id(&id, rank)?;
        device.check_and_make_current()?;
        let mut raw = std::ptr::null_mut();
        // SAFETY: writes `raw`, owned by the `Comm` below.
        unsafe { result::comm_init_rank(&mut raw, n, id.id, r) }.map_err(|e| {
            e.context(format!(
                "while joining as rank {rank} of {world_size} on device {}",
                device.ordinal()
            ))
        })?;
        let clique = claim.keep();
        Ok(Comm::wrap(raw, device, (rank, world_size), None, clique))
    }

    /// As [`from_rank`](Self::from_rank), but gives up after `timeout` if not every rank has
    /// joined by then: the half-made communicator is aborted (`ncclCommAbort`) and the error
    /// says so ([`NcclError::is_timeout`]).
    ///
    /// The communicator is a *non-blocking* one (NCCL's `config.blocking = 0`), and the
    /// timeout keeps applying: every call waits at most `timeout` for NCCL to take the
    /// operation (aborting the communicator when it runs out), and dropping it waits at most
    /// `timeout` for its operations to finish (see [`drop_timeout`](Self::drop_timeout)).
    /// NCCL launches each operation of a non-blocking communicator from a helper thread, which
    /// costs tens of microseconds per call: use [`from_rank`](Self::from_rank) where latency
    /// matters more than a hang.
    ///
    /// If this fails or times out, `id` stays usable for another try of the same rank (see
    /// [When a peer never joins](crate::nccl#when-a-peer-never-joins)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::CudaDevice;
    /// use cuda_driver::nccl::{Comm, Id};
    /// use std::time::Duration;
    ///
    /// let dev = CudaDevice::new(0)?;
    /// // Rank 1 never comes: an error after 5 s instead of a hang.
    /// let err = Comm::from_rank_with_timeout(dev, 0, 2, Id::new()?, Duration::from_secs(5))
    ///     .unwrap_err();
    /// assert!(err.is_timeout());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_rank_with_timeout(
        device: Arc<CudaDevice>,
        rank: usize,
        world_size: usize,
        id: Id,
        timeout: Duration,
    ) -> Result<Self, NcclError> {
        crate::error_context::returning(|| {
            Self::make_from_rank_with_timeout(device, rank, world_size, id, timeout)
        })
    }

    /// The body of [`from_rank_with_timeout`](Self::from_rank_with_timeout), in an
    /// `error_context::returning` scope.
    fn make_from_rank_with_timeout(
        device: Arc<CudaDevice>,
        rank: usize,
        world_size: usize,
        id: Id,
        timeout: Duration,
    ) -> Result<Self, NcclError> {
        let (r, n) = check_rank(rank, world_size)?;
        group::refuse_open("Comm::from_rank_with_timeout")?;
        // Given back if this fails or times out: the id stays usable for a retry.
        let claim = claim_id(&id, rank)?;
        device.check_and_make_current()?;
        let what = || {
            format!(
                "joining as rank {rank} of {world_size} on device {}",
                device.ordinal()
            )
        };
        let mut config = result::config_initializer();
        config.blocking = 0;
        let mut raw = std::ptr::null_mut();
        // SAFETY: writes `raw`, owned by the `Comm` below (or aborted here).
        let r = unsafe { result::comm_init_rank_config(&mut raw, n, id.id, r, &mut config) };
        if raw.is_null() {
            return Err(r
                .err()
                .unwrap_or_else(|| NcclError::new(sys::ncclResult_t::ncclInternalError))
                .context(format!("while {}", what())));
        }
        let comm = Comm::wrap(
            raw,
            device.clone(),
            (rank, world_size),
            Some(timeout),
            claim.clique.clone(),
        );
        let waited = r.and_then(|_| comm.inner.wait_ready(timeout, &what));
        match waited {
            Ok(()) => {
                claim.keep();
                Ok(comm)
            }
            Err(e) => {
                let _ = comm.inner.abort_now();
                drop(comm);
                drop(claim);
                let e = if e.is_timeout() {
                    e.context(format!(
                        "(not every one of the {world_size} ranks joined; the communicator was \
                         aborted)"
                    ))
                } else {
                    e.context(format!("while {}", what()))
                };
                Err(e)
            }
        }
    }

    /// The device of this rank.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let buf = dev.alloc_zeros::<f32>(16)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn device(&self) -> Arc<CudaDevice> {
        self.inner.device.clone()
    }

    /// This communicator's rank, from 0 to `world_size() - 1`.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// println!("rank {} of {}", comm.rank(), comm.world_size());
    /// ```
    pub fn rank(&self) -> usize {
        self.inner.rank
    }

    /// The number of ranks.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// assert!(comm.rank() < comm.world_size());
    /// ```
    pub fn world_size(&self) -> usize {
        self.inner.world_size
    }

    /// The timeout of a communicator made by
    /// [`from_rank_with_timeout`](Self::from_rank_with_timeout) (or with
    /// `CUDA_DRIVER_NCCL_TIMEOUT`); `None` for a blocking one.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// if comm.timeout().is_none() {
    ///     println!("a blocking communicator");
    /// }
    /// ```
    pub fn timeout(&self) -> Option<Duration> {
        self.inner.timeout
    }

    /// How long dropping the communicator waits for its operations before aborting it (see
    /// [`Comm`]): its [`timeout`](Self::timeout) for a non-blocking communicator,
    /// [`DEFAULT_DROP_TIMEOUT`] for a blocking one, or what
    /// [`set_drop_timeout`](Self::set_drop_timeout) set.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::DEFAULT_DROP_TIMEOUT;
    /// if comm.timeout().is_none() {
    ///     assert_eq!(comm.drop_timeout(), DEFAULT_DROP_TIMEOUT);
    /// }
    /// ```
    pub fn drop_timeout(&self) -> Duration {
        Duration::from_nanos(self.inner.drop_timeout.load(Ordering::Relaxed))
    }

    /// Sets how long dropping the communicator waits for its operations to finish before it
    /// aborts the communicator (`ncclCommAbort`) and records a timeout error on the device.
    /// A long collective still running when the communicator is dropped (a peer that posts
    /// its side late) is cut short after this time: keep it above the longest wait you expect,
    /// or call [`wait`](Self::wait) before dropping.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use std::time::Duration;
    /// comm.set_drop_timeout(Duration::from_secs(30));
    /// assert_eq!(comm.drop_timeout(), Duration::from_secs(30));
    /// drop(comm); // returns within about 30 s, even if a peer never posts its side
    /// ```
    pub fn set_drop_timeout(&self, timeout: Duration) {
        self.inner
            .drop_timeout
            .store(nanos(timeout), Ordering::Relaxed);
    }

    /// Checks for an asynchronous error (`ncclCommGetAsyncError`): a peer that failed or a
    /// network error that NCCL noticed in the background. For a watchdog: call it from time to
    /// time while waiting, and [`abort`](Self::abort) on an error.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// if let Err(e) = comm.async_error() {
    ///     eprintln!("{e}");
    ///     comm.abort()?;
    /// }
    /// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
    /// ```
    pub fn async_error(&self) -> Result<(), NcclError> {
        self.inner.usable()?;
        // SAFETY: the handle is live (not aborted).
        unsafe { result::comm_get_async_error(self.inner.raw) }.map(drop)
    }

    /// Waits until the operations this communicator enqueued so far (sync ones on any stream,
    /// and async ones) have finished on the GPU, for at most `timeout` (`None`: as long as it
    /// takes). Returns early with the asynchronous error if NCCL reports one. Use it as a
    /// watchdog: a peer that never calls its side of a collective leaves the GPU waiting, and
    /// [`abort`](Self::abort) ends that.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use std::time::Duration;
    /// if let Err(e) = comm.wait(Some(Duration::from_secs(60))) {
    ///     eprintln!("{e}");
    ///     comm.abort()?; // the GPU stops waiting for the peer
    /// }
    /// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
    /// ```
    pub fn wait(&self, timeout: Option<Duration>) -> Result<(), NcclError> {
        crate::error_context::returning(|| {
            self.inner.usable()?;
            self.inner.wait_idle(timeout)
        })
    }

    /// Aborts the communicator (`ncclCommAbort`): operations still running on the GPU stop
    /// (their buffers are left with partial results), and the communicator is freed. Other
    /// ranks' operations with it fail or hang until they abort too. Refused while the
    /// communicator has operations in a group that has not ended.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// comm.abort()?;
    /// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
    /// ```
    pub fn abort(self) -> Result<(), NcclError> {
        if self.inner.group.load(Ordering::Acquire) != 0 {
            return Err(NcclError::usage(
                "Comm::abort: the communicator has operations in an NCCL group that has not \
                 ended; call group_end first",
            ));
        }
        self.inner.abort_now()
    }
}

/// `rank` and `world_size` as NCCL's ints, or why not.
fn check_rank(rank: usize, world_size: usize) -> Result<(i32, i32), NcclError> {
    if world_size == 0 {
        return Err(NcclError::invalid(
            "a communicator needs a world size of at least 1",
        ));
    }
    let n = i32::try_from(world_size).map_err(|_| {
        NcclError::invalid(format!(
            "a world size of {world_size} is too large for NCCL"
        ))
    })?;
    if rank >= world_size {
        return Err(NcclError::invalid(format!(
            "rank {rank} is outside a world of {world_size} ranks (0 to {})",
            world_size - 1
        )));
    }
    Ok((rank as i32, n))
}

/// `d` in nanoseconds, at most `u64::MAX` (584 years).
fn nanos(d: Duration) -> u64 {
    u64::try_from(d.as_nanos()).unwrap_or(u64::MAX)
}

/// The timeout from `CUDA_DRIVER_NCCL_TIMEOUT`, if set.
fn env_timeout() -> Result<Option<Duration>, NcclError> {
    let Some(v) = std::env::var_os(TIMEOUT_ENV) else {
        return Ok(None);
    };
    let s = v.to_string_lossy();
    match s.trim().parse::<f64>() {
        Ok(secs) if secs.is_finite() && secs > 0.0 => Ok(Some(Duration::from_secs_f64(secs))),
        _ => Err(NcclError::invalid(format!(
            "{TIMEOUT_ENV}={s:?} is not a positive number of seconds"
        ))),
    }
}

impl Member for CommInner {
    fn group(&self) -> &AtomicU64 {
        &self.group
    }

    fn finish_launch(&self) -> Option<Result<(), NcclError>> {
        if self.timeout.is_none() || self.usable().is_err() {
            return None;
        }
        let what = || format!("launching an NCCL group (rank {})", self.rank);
        Some(self.settle(NcclStatus::InProgress, what).map(drop))
    }

    fn group_ended(&self, ok: bool) {
        self.self_pairs.clear();
        if !ok {
            self.clique.stop();
        }
    }
}

impl CommInner {
    /// An error if the communicator was aborted.
    #[inline]
    pub(crate) fn usable(&self) -> Result<(), NcclError> {
        if self.aborted.load(Ordering::Acquire) {
            return Err(NcclError::usage(
                "the communicator was aborted (after an error or a timeout); make a new one",
            ));
        }
        Ok(())
    }

    /// Remembers that sync operations went to `stream`.
    #[inline]
    pub(crate) fn note_stream(&self, stream: &Stream) {
        let mut streams = lock(&self.streams);
        if !streams.iter().any(|s| s.same_as(stream)) {
            streams.push(stream.clone());
        }
    }

    /// After a call returned `status`: for a non-blocking communicator whose call is still in
    /// progress, waits (within the timeout) until NCCL has taken it; on a timeout or an error
    /// the communicator is aborted.
    pub(crate) fn settle(
        &self,
        status: NcclStatus,
        what: impl Fn() -> String,
    ) -> Result<NcclStatus, NcclError> {
        if status != NcclStatus::InProgress {
            return Ok(status);
        }
        let timeout = self.timeout.unwrap_or(Duration::MAX);
        match self.wait_ready(timeout, &what) {
            Ok(()) => Ok(NcclStatus::Success),
            Err(e) => {
                let _ = self.abort_now();
                Err(e.context("(the communicator was aborted)"))
            }
        }
    }

    /// Polls `ncclCommGetAsyncError` until the communicator is no longer in progress.
    pub(crate) fn wait_ready(
        &self,
        timeout: Duration,
        what: &dyn Fn() -> String,
    ) -> Result<(), NcclError> {
        let start = Instant::now();
        let mut backoff = Backoff::default();
        loop {
            // SAFETY: the handle is live until aborted, which only this thread does here.
            match unsafe { result::comm_get_async_error(self.raw) } {
                Ok(NcclStatus::InProgress) => {}
                Ok(_) => return Ok(()),
                Err(e) => return Err(e.context(format!("while {}", what()))),
            }
            if start.elapsed() >= timeout {
                return Err(NcclError::timeout(timeout, what()));
            }
            backoff.snooze();
        }
    }

    /// Waits for the operations enqueued so far (see [`Comm::wait`]).
    fn wait_idle(&self, timeout: Option<Duration>) -> Result<(), NcclError> {
        let dev = &self.device;
        let start = Instant::now();
        let timeout = timeout.unwrap_or(Duration::MAX);
        dev.make_current()?;
        let marks = {
            let streams = lock(&self.streams);
            streams
                .iter()
                .map(|s| s.mark(false))
                .collect::<Result<Vec<_>, DriverError>>()?
        };
        let mut backoff = Backoff::default();
        loop {
            let mut done = self.in_flight.load(Ordering::Acquire) == 0;
            for m in &marks {
                done &= m.query()?;
            }
            if done {
                return Ok(());
            }
            // SAFETY: the handle is live (the caller checked it was not aborted).
            unsafe { result::comm_get_async_error(self.raw) }.map_err(|e| {
                e.context(format!(
                    "while waiting for the operations of rank {} on device {}",
                    self.rank,
                    dev.ordinal()
                ))
            })?;
            if start.elapsed() >= timeout {
                return Err(NcclError::timeout(
                    timeout,
                    format!(
                        "waiting for the operations of rank {} of {} on device {} (a peer that \
                         never called its side?)",
                        self.rank,
                        self.world_size,
                        dev.ordinal()
                    ),
                ));
            }
            backoff.snooze();
        }
    }

    /// Aborts and frees the handle, once.
    pub(crate) fn abort_now(&self) -> Result<(), NcclError> {
        if self.aborted.swap(true, Ordering::AcqRel) {
            return Ok(());
        }
        let _ = self.device.make_current();
        // SAFETY: live until now; `aborted` keeps everything else from using it again.
        unsafe { result::comm_abort(self.raw) }.map(drop)
    }
}

impl Drop for CommInner {
    /// Waits for the communicator's operations, for at most its drop timeout, then destroys
    /// it; aborts it instead if they failed or did not finish in time. Errors, the timeout
    /// among them, are kept for the device's next call.
    fn drop(&mut self) {
        if self.aborted.load(Ordering::Acquire) {
            return;
        }
        let bound = Duration::from_nanos(*self.drop_timeout.get_mut());
        let freeing = format!(
            "while freeing the NCCL communicator of rank {} of {} on device {}",
            self.rank,
            self.world_size,
            self.device.ordinal()
        );
        let r = match self.wait_idle(Some(bound)) {
            Ok(()) => {
                let _ = self.device.make_current();
                *self.aborted.get_mut() = true;
                // SAFETY: the handle is live and idle, and not used again.
                unsafe { result::comm_destroy(self.raw) }
                    .map(drop)
                    .map_err(|e| e.context(freeing))
            }
            Err(e) => {
                let done = match self.abort_now() {
                    Ok(()) => "aborted it (ncclCommAbort: its operations stopped, their buffers \
                               may hold partial results)"
                        .to_owned(),
                    Err(a) => format!("tried to abort it, which failed too ({a})"),
                };
                Err(e.context(format!(
                    "{freeing}: the drop waited for its operations (at most {:.1} s, its drop \
                     timeout), then {done}",
                    bound.as_secs_f64()
                )))
            }
        };
        if let Err(e) = r {
            self.device.defer_error(DriverError::from(e));
        }
    }
}

/// Spins briefly, then yields, then sleeps up to a millisecond between polls.
#[derive(Default)]
struct Backoff(u32);

impl Backoff {
    fn snooze(&mut self) {
        self.0 = self.0.saturating_add(1);
        match self.0 {
            0..=64 => std::hint::spin_loop(),
            65..=256 => std::thread::yield_now(),
            n => std::thread::sleep(Duration::from_micros(u64::from((n - 256).min(1000)))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_through_bytes() {
        let mut bytes = [0u8; 128];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = (i * 7) as u8;
        }
        let id = Id::from_bytes(bytes);
        assert_eq!(id.to_bytes(), bytes);
        assert_eq!(Id::uninit(*id.internal()).to_bytes(), bytes);
        assert!(format!("{id:?}").starts_with("Id(00070e15"), "{id:?}");
    }

    #[test]
    fn ranks_outside_the_world_are_refused() {
        assert_eq!(check_rank(0, 1).unwrap(), (0, 1));
        assert_eq!(check_rank(3, 4).unwrap(), (3, 4));
        let e = check_rank(2, 2).unwrap_err();
        assert_eq!(e.code(), sys::ncclResult_t::ncclInvalidArgument);
        assert!(
            e.to_string()
                .contains("rank 2 is outside a world of 2 ranks"),
            "{e}"
        );
        assert!(check_rank(0, 0).is_err());
        assert!(check_rank(0, usize::MAX).is_err());
    }

    #[test]
    fn an_id_is_claimed_once_per_rank() {
        let id = Id::from_bytes([0xab; 128]);
        let a = claim_id(&id, 0).unwrap().keep();
        let b = claim_id(&id, 1).unwrap().keep();
        assert!(Arc::ptr_eq(&a, &b), "one clique per id");
        let e = claim_id(&id, 0).unwrap_err();
        assert!(e.to_string().contains("already used for rank 0"), "{e}");
    }

    #[test]
    fn a_failed_join_gives_its_id_back_for_a_retry() {
        let id = Id::from_bytes([0xcd; 128]);
        // A join that fails (or times out) drops its claim without keeping it.
        drop(claim_id(&id, 0).unwrap());
        // The retry is not refused as "already used".
        let claim = claim_id(&id, 0).unwrap();
        // While it is being made, the same rank again is refused; once made, for good.
        assert!(claim_id(&id, 0).is_err());
        claim.keep();
        let e = claim_id(&id, 0).unwrap_err();
        assert!(e.to_string().contains("already used for rank 0"), "{e}");
    }
}
