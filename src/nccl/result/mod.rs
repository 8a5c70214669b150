//! One function per NCCL call, returning `Result<_, NcclError>`, with cudarc 0.13's names.
//!
//! This is the only layer that turns an `ncclResult_t` into an error. It owns nothing: most
//! functions are `unsafe` and say in their `# Safety` section which handles and pointers must
//! be valid. Programs that want communicators use the safe layer ([`Comm`](super::Comm)).
//!
//! Two exceptions to "one call, nothing more":
//! - before the first call reaches NCCL, `NCCL_NVLS_ENABLE=0` is put in the process
//!   environment unless it is set already (see the [module docs](super#nvlink-multicast-is-off));
//! - [`group_start`] and [`group_end`] keep the safe layer's record of the thread's open group,
//!   so that operations inside a group are ordered with their buffers correctly.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::nccl::result;
//!
//! let v = result::get_nccl_version()?;
//! println!("NCCL {}.{}.{}", v / 10000, v / 100 % 100, v % 100);
//! # Ok::<(), cuda_driver::nccl::result::NcclError>(())
//! ```

use super::sys;
use std::ffi::{CStr, c_int, c_void};
use std::mem::MaybeUninit;

mod error;

use crate::loader::Failure;
pub(crate) use error::check;
pub(crate) use error::prepare;
use error::{NCCL_API, default_description};
pub use error::{NVLS_ENV, NcclError, NcclStatus};

// ---- library and communicators ---------------------------------------------------------

/// NCCL's version as an integer (`ncclGetVersion`): `22707` for 2.27.7.
///
/// ```no_run
/// let v = cuda_driver::nccl::result::get_nccl_version()?;
/// assert!(v >= 21800);
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub fn get_nccl_version() -> Result<c_int, NcclError> {
    prepare();
    let mut version: c_int = 0;
    check(
        // SAFETY: writes one int.
        unsafe { sys::ncclGetVersion(&mut version) },
        std::ptr::null_mut(),
    )?;
    Ok(version)
}

/// A new unique id for creating a communicator (`ncclGetUniqueId`). It also starts NCCL's
/// bootstrap listener in this process, which the other ranks connect to.
///
/// ```no_run
/// let id = cuda_driver::nccl::result::get_uniqueid()?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub fn get_uniqueid() -> Result<sys::ncclUniqueId, NcclError> {
    prepare();
    let mut id = MaybeUninit::uninit();
    // SAFETY: NCCL writes the whole id on success.
    unsafe {
        check(sys::ncclGetUniqueId(id.as_mut_ptr()), std::ptr::null_mut())?;
        Ok(id.assume_init())
    }
}

/// `NCCL_CONFIG_INITIALIZER`: a configuration with every attribute left to NCCL's default,
/// for [`comm_init_rank_config`] and [`comm_split`].
///
/// ```
/// let mut config = cuda_driver::nccl::result::config_initializer();
/// config.blocking = 0;
/// ```
pub fn config_initializer() -> sys::ncclConfig_t {
    const UNDEF_INT: c_int = c_int::MIN; // NCCL_CONFIG_UNDEF_INT
    sys::ncclConfig_t {
        size: size_of::<sys::ncclConfig_t>(),
        magic: 0xcafebeef,
        version: sys::NCCL_VERSION_CODE,
        blocking: UNDEF_INT,
        cgaClusterSize: UNDEF_INT,
        minCTAs: UNDEF_INT,
        maxCTAs: UNDEF_INT,
        netName: std::ptr::null(),
        splitShare: UNDEF_INT,
        trafficClass: UNDEF_INT,
        commName: std::ptr::null(),
        collnetEnable: UNDEF_INT,
        CTAPolicy: UNDEF_INT,
        shrinkShare: UNDEF_INT,
        nvlsCTAs: UNDEF_INT,
    }
}

/// Creates a communicator with a configuration (`ncclCommInitRankConfig`). With
/// `config.blocking = 0` it may return [`NcclStatus::InProgress`]: poll
/// [`comm_get_async_error`] until the communicator is ready.
///
/// # Safety
///
/// `comm` must be valid for a write, `config` null or valid; the caller owns the new
/// communicator and destroys it once.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::nccl::result;
/// let id = result::get_uniqueid()?;
/// let mut comm = std::ptr::null_mut();
/// let mut config = result::config_initializer();
/// // SAFETY: writes `comm`; destroyed below.
/// unsafe {
///     result::comm_init_rank_config(&mut comm, 1, id, 0, &mut config)?;
///     result::comm_destroy(comm)?;
/// }
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_init_rank_config(
    comm: *mut sys::ncclComm_t,
    nranks: c_int,
    comm_id: sys::ncclUniqueId,
    rank: c_int,
    config: *mut sys::ncclConfig_t,
) -> Result<NcclStatus, NcclError> {
    prepare();
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclCommInitRankConfig(comm, nranks, comm_id, rank, config) },
        std::ptr::null_mut(),
    )
}

/// Creates a communicator (`ncclCommInitRank`); blocks until all `nranks` ranks have joined.
///
/// # Safety
///
/// `comm` must be valid for a write; the caller owns the new communicator.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::nccl::result;
/// let id = result::get_uniqueid()?;
/// let mut comm = std::ptr::null_mut();
/// // SAFETY: writes `comm`; destroyed below.
/// unsafe {
///     result::comm_init_rank(&mut comm, 1, id, 0)?;
///     result::comm_destroy(comm)?;
/// }
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_init_rank(
    comm: *mut sys::ncclComm_t,
    nranks: c_int,
    comm_id: sys::ncclUniqueId,
    rank: c_int,
) -> Result<NcclStatus, NcclError> {
    prepare();
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclCommInitRank(comm, nranks, comm_id, rank) },
        std::ptr::null_mut(),
    )
}

/// Creates one communicator per device of this process (`ncclCommInitAll`).
///
/// # Safety
///
/// `comm` must be valid for `ndev` writes and `devlist` null or valid for `ndev` reads.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::nccl::result;
/// let mut comms = [std::ptr::null_mut(); 2];
/// // SAFETY: room for two handles; devices 0 and 1.
/// unsafe { result::comm_init_all(comms.as_mut_ptr(), 2, [0, 1].as_ptr()) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_init_all(
    comm: *mut sys::ncclComm_t,
    ndev: c_int,
    devlist: *const c_int,
) -> Result<NcclStatus, NcclError> {
    prepare();
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclCommInitAll(comm, ndev, devlist) },
        std::ptr::null_mut(),
    )
}

/// Splits a communicator (`ncclCommSplit`).
///
/// # Safety
///
/// `comm` must be a live communicator, `newcomm` valid for a write, `config` null or valid.
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::sys::ncclComm_t = std::ptr::null_mut();
/// let mut half = std::ptr::null_mut();
/// // SAFETY: `comm` is live; `half` is written.
/// unsafe { cuda_driver::nccl::result::comm_split(comm, 0, 0, &mut half, std::ptr::null_mut()) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_split(
    comm: sys::ncclComm_t,
    color: c_int,
    key: c_int,
    newcomm: *mut sys::ncclComm_t,
    config: *mut sys::ncclConfig_t,
) -> Result<NcclStatus, NcclError> {
    prepare();
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclCommSplit(comm, color, key, newcomm, config) },
        comm,
    )
}

/// Flushes a communicator's operations (`ncclCommFinalize`).
///
/// # Safety
///
/// `comm` must be a live communicator, finalized at most once.
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::sys::ncclComm_t = std::ptr::null_mut();
/// // SAFETY: `comm` is live and not used again.
/// unsafe {
///     cuda_driver::nccl::result::comm_finalize(comm)?;
///     cuda_driver::nccl::result::comm_destroy(comm)?;
/// }
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_finalize(comm: sys::ncclComm_t) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(unsafe { sys::ncclCommFinalize(comm) }, comm)
}

/// Frees a communicator (`ncclCommDestroy`).
///
/// # Safety
///
/// `comm` must be a live communicator whose operations are done, not used afterwards.
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::sys::ncclComm_t = std::ptr::null_mut();
/// // SAFETY: `comm` is live, idle and not used again.
/// unsafe { cuda_driver::nccl::result::comm_destroy(comm) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_destroy(comm: sys::ncclComm_t) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(unsafe { sys::ncclCommDestroy(comm) }, std::ptr::null_mut())
}

/// Aborts a communicator's operations still running and frees it (`ncclCommAbort`).
///
/// # Safety
///
/// `comm` must be a live communicator, not used afterwards.
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::sys::ncclComm_t = std::ptr::null_mut();
/// // SAFETY: `comm` is live and not used again.
/// unsafe { cuda_driver::nccl::result::comm_abort(comm) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_abort(comm: sys::ncclComm_t) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(unsafe { sys::ncclCommAbort(comm) }, std::ptr::null_mut())
}

/// The communicator's state (`ncclCommGetAsyncError`): `Ok(Success)` when idle and healthy,
/// `Ok(InProgress)` while a non-blocking call is still working, or the asynchronous error
/// (a peer that failed, a network error).
///
/// # Safety
///
/// `comm` must be a live communicator.
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::sys::ncclComm_t = std::ptr::null_mut();
/// use cuda_driver::nccl::result::{self, NcclStatus};
/// // SAFETY: `comm` is live.
/// while unsafe { result::comm_get_async_error(comm) }? == NcclStatus::InProgress {
///     std::thread::yield_now();
/// }
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_get_async_error(comm: sys::ncclComm_t) -> Result<NcclStatus, NcclError> {
    // NCCL writes a C enum: read it as its integer and check it, since a newer NCCL may
    // write a code these bindings do not know.
    let mut state: u32 = 0;
    // SAFETY: the caller's contract; writes one code (an int-sized C enum) into `state`.
    check(
        // SAFETY: the caller's contract (see # Safety).
        unsafe { sys::ncclCommGetAsyncError(comm, (&raw mut state).cast()) },
        comm,
    )?;
    match sys::ncclResult_t::from_raw(state) {
        Some(sys::ncclResult_t::ncclSuccess) => Ok(NcclStatus::Success),
        Some(sys::ncclResult_t::ncclInProgress) => Ok(NcclStatus::InProgress),
        Some(code) => Err(NcclError::from_nccl(code, comm)),
        None => Err(
            NcclError::from_nccl(sys::ncclResult_t::ncclInternalError, comm).context(format!(
                "from ncclCommGetAsyncError, which wrote {state}: a code newer than these bindings"
            )),
        ),
    }
}

/// The number of ranks (`ncclCommCount`).
///
/// # Safety
///
/// `comm` must be a live communicator.
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::sys::ncclComm_t = std::ptr::null_mut();
/// // SAFETY: `comm` is live.
/// let n = unsafe { cuda_driver::nccl::result::comm_count(comm) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_count(comm: sys::ncclComm_t) -> Result<c_int, NcclError> {
    let mut count = 0;
    // SAFETY: the caller's contract; writes one int.
    check(unsafe { sys::ncclCommCount(comm, &mut count) }, comm)?;
    Ok(count)
}

/// The CUDA device ordinal of the communicator (`ncclCommCuDevice`).
///
/// # Safety
///
/// `comm` must be a live communicator.
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::sys::ncclComm_t = std::ptr::null_mut();
/// // SAFETY: `comm` is live.
/// let device = unsafe { cuda_driver::nccl::result::comm_cu_device(comm) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_cu_device(comm: sys::ncclComm_t) -> Result<c_int, NcclError> {
    let mut device = 0;
    // SAFETY: the caller's contract; writes one int.
    check(unsafe { sys::ncclCommCuDevice(comm, &mut device) }, comm)?;
    Ok(device)
}

/// The rank of the communicator (`ncclCommUserRank`).
///
/// # Safety
///
/// `comm` must be a live communicator.
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::sys::ncclComm_t = std::ptr::null_mut();
/// // SAFETY: `comm` is live.
/// let rank = unsafe { cuda_driver::nccl::result::comm_user_rank(comm) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn comm_user_rank(comm: sys::ncclComm_t) -> Result<c_int, NcclError> {
    let mut rank = 0;
    // SAFETY: the caller's contract; writes one int.
    check(unsafe { sys::ncclCommUserRank(comm, &mut rank) }, comm)?;
    Ok(rank)
}

/// What NCCL says about its last error (`ncclGetLastError`), or `None` when it says nothing.
///
/// # Safety
///
/// `comm` must be null or a live communicator.
///
/// # Examples
///
/// ```no_run
/// // SAFETY: null is accepted.
/// if let Some(msg) = unsafe { cuda_driver::nccl::result::get_last_error(std::ptr::null_mut()) } {
///     eprintln!("{msg}");
/// }
/// ```
pub unsafe fn get_last_error(comm: sys::ncclComm_t) -> Option<String> {
    // SAFETY: the caller's contract; NCCL returns a NUL-terminated string it keeps (null when
    // NCCL or the function could not be loaded).
    let p = unsafe { sys::ncclGetLastError(comm) };
    if p.is_null() {
        // What the bindings recorded about a missing NCCL belongs to no error here.
        drop(crate::loader::take_any_failure(NCCL_API));
        return None;
    }
    // SAFETY: as above.
    let s = unsafe { CStr::from_ptr(p) }
        .to_string_lossy()
        .trim()
        .to_owned();
    (!s.is_empty()).then_some(s)
}

/// NCCL's description of a code (`ncclGetErrorString`).
///
/// ```no_run
/// use cuda_driver::nccl::{result, sys::ncclResult_t};
/// println!("{}", result::get_error_string(ncclResult_t::ncclRemoteError)?);
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub fn get_error_string(code: sys::ncclResult_t) -> Result<String, NcclError> {
    // SAFETY: NCCL returns a static NUL-terminated string for any code (null when NCCL or the
    // function could not be loaded).
    let p = unsafe { sys::ncclGetErrorString(code) };
    if p.is_null() {
        return match crate::loader::take_any_failure(NCCL_API) {
            Some(Failure::Load(e)) => Err(NcclError::from(e)),
            _ => Ok(default_description(code).to_owned()),
        };
    }
    // SAFETY: as above.
    Ok(unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
}

/// Creates a reduction that multiplies each input by `scalar` before summing
/// (`ncclRedOpCreatePreMulSum`).
///
/// # Safety
///
/// `op` must be valid for a write; `scalar` must point to a value of `datatype` (in host or
/// device memory as `residence` says) that stays valid as NCCL documents; `comm` must be live.
///
/// # Examples
///
/// ```no_run
/// # let comm: cuda_driver::nccl::sys::ncclComm_t = std::ptr::null_mut();
/// use cuda_driver::nccl::{result, sys};
/// let mut op = sys::ncclRedOp_t::ncclSum;
/// let mut half = 0.5f32;
/// // SAFETY: a host f32 read before the call returns; `comm` is live.
/// unsafe {
///     result::reduce_op_create_pre_mul_sum(
///         &mut op,
///         (&mut half as *mut f32).cast(),
///         sys::ncclDataType_t::ncclFloat32,
///         sys::ncclScalarResidence_t::ncclScalarHostImmediate,
///         comm,
///     )?;
///     result::reduce_op_destroy(op, comm)?;
/// }
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn reduce_op_create_pre_mul_sum(
    op: *mut sys::ncclRedOp_t,
    scalar: *mut c_void,
    datatype: sys::ncclDataType_t,
    residence: sys::ncclScalarResidence_t,
    comm: sys::ncclComm_t,
) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclRedOpCreatePreMulSum(op, scalar, datatype, residence, comm) },
        comm,
    )
}

/// Destroys a reduction made by [`reduce_op_create_pre_mul_sum`] (`ncclRedOpDestroy`).
///
/// # Safety
///
/// `op` must have been created for `comm`, which must be live.
///
/// # Examples
///
/// See [`reduce_op_create_pre_mul_sum`].
pub unsafe fn reduce_op_destroy(
    op: sys::ncclRedOp_t,
    comm: sys::ncclComm_t,
) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(unsafe { sys::ncclRedOpDestroy(op, comm) }, comm)
}

// ---- collectives ------------------------------------------------------------------------

/// Reduces `count` values of every rank's `sendbuff` into `recvbuff` on `root` (`ncclReduce`).
///
/// # Safety
///
/// The buffers must hold `count` values of `datatype` in device memory of the communicator's
/// device (`recvbuff` may be null except on `root`) and stay allocated, and not be used by
/// other work, until the operation enqueued on `stream` is done; `comm` and `stream` must be
/// live and of that device.
///
/// # Examples
///
/// ```no_run
/// # let (comm, stream, send, recv): (cuda_driver::nccl::sys::ncclComm_t, cuda_driver::nccl::sys::cudaStream_t, *const std::ffi::c_void, *mut std::ffi::c_void) = todo!();
/// use cuda_driver::nccl::{result, sys};
/// // SAFETY: as the contract says.
/// unsafe {
///     result::reduce(send, recv, 16, sys::ncclDataType_t::ncclFloat32, sys::ncclRedOp_t::ncclSum, 0, comm, stream)
/// }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
#[allow(clippy::too_many_arguments)]
pub unsafe fn reduce(
    sendbuff: *const c_void,
    recvbuff: *mut c_void,
    count: usize,
    datatype: sys::ncclDataType_t,
    op: sys::ncclRedOp_t,
    root: c_int,
    comm: sys::ncclComm_t,
    stream: sys::cudaStream_t,
) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclReduce(sendbuff, recvbuff, count, datatype, op, root, comm, stream) },
        comm,
    )
}

/// Copies `count` values of `root`'s `sendbuff` into every rank's `recvbuff`
/// (`ncclBroadcast`).
///
/// # Safety
///
/// As for [`reduce`]; `sendbuff` is read on `root` only (and may be null elsewhere).
///
/// # Examples
///
/// ```no_run
/// # let (comm, stream, send, recv): (cuda_driver::nccl::sys::ncclComm_t, cuda_driver::nccl::sys::cudaStream_t, *const std::ffi::c_void, *mut std::ffi::c_void) = todo!();
/// use cuda_driver::nccl::{result, sys};
/// // SAFETY: as the contract says.
/// unsafe { result::broadcast(send, recv, 16, sys::ncclDataType_t::ncclUint8, 0, comm, stream) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn broadcast(
    sendbuff: *const c_void,
    recvbuff: *mut c_void,
    count: usize,
    datatype: sys::ncclDataType_t,
    root: c_int,
    comm: sys::ncclComm_t,
    stream: sys::cudaStream_t,
) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclBroadcast(sendbuff, recvbuff, count, datatype, root, comm, stream) },
        comm,
    )
}

/// Reduces `count` values of every rank's `sendbuff` into every rank's `recvbuff`
/// (`ncclAllReduce`).
///
/// # Safety
///
/// As for [`reduce`].
///
/// # Examples
///
/// ```no_run
/// # let (comm, stream, send, recv): (cuda_driver::nccl::sys::ncclComm_t, cuda_driver::nccl::sys::cudaStream_t, *const std::ffi::c_void, *mut std::ffi::c_void) = todo!();
/// use cuda_driver::nccl::{result, sys};
/// // SAFETY: as the contract says.
/// unsafe {
///     result::all_reduce(send, recv, 16, sys::ncclDataType_t::ncclFloat32, sys::ncclRedOp_t::ncclSum, comm, stream)
/// }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn all_reduce(
    sendbuff: *const c_void,
    recvbuff: *mut c_void,
    count: usize,
    datatype: sys::ncclDataType_t,
    op: sys::ncclRedOp_t,
    comm: sys::ncclComm_t,
    stream: sys::cudaStream_t,
) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclAllReduce(sendbuff, recvbuff, count, datatype, op, comm, stream) },
        comm,
    )
}

/// Reduces every rank's `sendbuff` (`nranks * recvcount` values) and leaves block `i` of the
/// result in rank `i`'s `recvbuff` (`ncclReduceScatter`).
///
/// # Safety
///
/// As for [`reduce`], with `sendbuff` holding `nranks * recvcount` values.
///
/// # Examples
///
/// ```no_run
/// # let (comm, stream, send, recv): (cuda_driver::nccl::sys::ncclComm_t, cuda_driver::nccl::sys::cudaStream_t, *const std::ffi::c_void, *mut std::ffi::c_void) = todo!();
/// use cuda_driver::nccl::{result, sys};
/// // SAFETY: as the contract says.
/// unsafe {
///     result::reduce_scatter(send, recv, 16, sys::ncclDataType_t::ncclFloat32, sys::ncclRedOp_t::ncclSum, comm, stream)
/// }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn reduce_scatter(
    sendbuff: *const c_void,
    recvbuff: *mut c_void,
    recvcount: usize,
    datatype: sys::ncclDataType_t,
    op: sys::ncclRedOp_t,
    comm: sys::ncclComm_t,
    stream: sys::cudaStream_t,
) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(
        unsafe {
            sys::ncclReduceScatter(sendbuff, recvbuff, recvcount, datatype, op, comm, stream)
        },
        comm,
    )
}

/// Gathers `sendcount` values from every rank into every rank's `recvbuff`, rank `i`'s at
/// offset `i * sendcount` (`ncclAllGather`).
///
/// # Safety
///
/// As for [`reduce`], with `recvbuff` holding `nranks * sendcount` values.
///
/// # Examples
///
/// ```no_run
/// # let (comm, stream, send, recv): (cuda_driver::nccl::sys::ncclComm_t, cuda_driver::nccl::sys::cudaStream_t, *const std::ffi::c_void, *mut std::ffi::c_void) = todo!();
/// use cuda_driver::nccl::{result, sys};
/// // SAFETY: as the contract says.
/// unsafe { result::all_gather(send, recv, 16, sys::ncclDataType_t::ncclFloat32, comm, stream) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn all_gather(
    sendbuff: *const c_void,
    recvbuff: *mut c_void,
    sendcount: usize,
    datatype: sys::ncclDataType_t,
    comm: sys::ncclComm_t,
    stream: sys::cudaStream_t,
) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclAllGather(sendbuff, recvbuff, sendcount, datatype, comm, stream) },
        comm,
    )
}

/// Sends `count` values to rank `peer`, which must post a matching [`recv`] (`ncclSend`).
///
/// # Safety
///
/// As for [`reduce`].
///
/// # Examples
///
/// ```no_run
/// # let (comm, stream, send): (cuda_driver::nccl::sys::ncclComm_t, cuda_driver::nccl::sys::cudaStream_t, *const std::ffi::c_void) = todo!();
/// use cuda_driver::nccl::{result, sys};
/// // SAFETY: as the contract says.
/// unsafe { result::send(send, 16, sys::ncclDataType_t::ncclFloat32, 1, comm, stream) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn send(
    sendbuff: *const c_void,
    count: usize,
    datatype: sys::ncclDataType_t,
    peer: c_int,
    comm: sys::ncclComm_t,
    stream: sys::cudaStream_t,
) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclSend(sendbuff, count, datatype, peer, comm, stream) },
        comm,
    )
}

/// Receives `count` values from rank `peer`, which must post a matching [`send`]
/// (`ncclRecv`).
///
/// # Safety
///
/// As for [`reduce`].
///
/// # Examples
///
/// ```no_run
/// # let (comm, stream, recv): (cuda_driver::nccl::sys::ncclComm_t, cuda_driver::nccl::sys::cudaStream_t, *mut std::ffi::c_void) = todo!();
/// use cuda_driver::nccl::{result, sys};
/// // SAFETY: as the contract says.
/// unsafe { result::recv(recv, 16, sys::ncclDataType_t::ncclFloat32, 0, comm, stream) }?;
/// # Ok::<(), cuda_driver::nccl::result::NcclError>(())
/// ```
pub unsafe fn recv(
    recvbuff: *mut c_void,
    count: usize,
    datatype: sys::ncclDataType_t,
    peer: c_int,
    comm: sys::ncclComm_t,
    stream: sys::cudaStream_t,
) -> Result<NcclStatus, NcclError> {
    // SAFETY: the caller's contract.
    check(
        unsafe { sys::ncclRecv(recvbuff, count, datatype, peer, comm, stream) },
        comm,
    )
}

// ---- groups ----------------------------------------------------------------------------

// Defined in `nccl/mod.rs`, over the thread's group state that the safe layer's operations read
// (`nccl/safe/group.rs`), and shown here under cudarc's paths.
pub use super::{group_end, group_start};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::DriverError;
    use std::time::Duration;
    use sys::ncclResult_t as R;

    #[test]
    fn codes_become_results() {
        assert_eq!(R::ncclSuccess.result(), Ok(NcclStatus::Success));
        assert_eq!(R::ncclInProgress.result(), Ok(NcclStatus::InProgress));
        assert_eq!(R::ncclNumResults.result(), Ok(NcclStatus::NumResults));
        for code in [
            R::ncclUnhandledCudaError,
            R::ncclSystemError,
            R::ncclInternalError,
            R::ncclInvalidArgument,
            R::ncclInvalidUsage,
            R::ncclRemoteError,
        ] {
            assert_eq!(code.result().unwrap_err().code(), code);
        }
    }

    #[test]
    fn errors_print_code_and_context() {
        let e = NcclError::invalid("all_reduce: the source has 3 elements but the destination 4");
        let s = e.to_string();
        assert!(s.starts_with("ncclInvalidArgument"), "{s}");
        assert!(s.ends_with("the destination 4"), "{s}");
        assert!(!e.is_timeout());
        let t = NcclError::timeout(Duration::from_millis(1500), "waiting for rank 1 to join");
        assert!(t.is_timeout());
        assert_eq!(t.code(), R::ncclInProgress);
        assert!(
            t.to_string()
                .contains("timed out after 1.5 s while waiting"),
            "{t}"
        );
        assert_eq!(format!("{:?}", R::ncclRemoteError), "ncclRemoteError");
    }

    #[test]
    fn an_unknown_code_becomes_an_internal_error_that_names_it() {
        assert_eq!(R::from_raw(99), None);
        assert_eq!(R::from_raw(4), Some(R::ncclInvalidArgument));
        // What the bindings do with a code a newer NCCL returns (see the sys module docs).
        let code = sys::__checked(99, "ncclAllReduce");
        assert_eq!(code, R::ncclInternalError);
        let e = code.result().unwrap_err();
        assert_eq!(e.code(), R::ncclInternalError);
        assert!(
            e.to_string()
                .contains("from ncclAllReduce, which returned 99"),
            "{e}"
        );
        // What was recorded is consumed: the next error of that code says nothing of it.
        let again = R::ncclInternalError.result().unwrap_err();
        assert!(!again.to_string().contains("returned 99"), "{again}");
    }

    #[test]
    fn driver_errors_round_trip() {
        use crate::driver::sys::CUresult as C;
        let d = DriverError::new(C::CUDA_ERROR_INVALID_VALUE).context("buffer of device 1");
        let n = NcclError::from(d);
        assert_eq!(n.code(), R::ncclInvalidArgument);
        assert!(n.to_string().contains("buffer of device 1"), "{n}");
        let back = DriverError::from(n);
        assert_eq!(back.code(), C::CUDA_ERROR_INVALID_VALUE);
        let other = DriverError::from(NcclError::new(R::ncclRemoteError).context("rank 1 died"));
        assert_eq!(other.code(), C::CUDA_ERROR_UNKNOWN);
        assert!(other.to_string().contains("ncclRemoteError"), "{other}");
        assert!(other.to_string().contains("rank 1 died"), "{other}");
    }

    #[test]
    fn config_initializer_is_ncclconfig_initializer() {
        let c = config_initializer();
        assert_eq!(c.size, size_of::<sys::ncclConfig_t>());
        assert_eq!(c.magic, 0xcafebeef);
        assert_eq!(c.version, sys::NCCL_VERSION_CODE);
        assert_eq!(c.blocking, i32::MIN);
        assert!(c.netName.is_null() && c.commName.is_null());
    }
}
