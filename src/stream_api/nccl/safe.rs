//! [`Comm`] bound to a stream and its collectives, and [`Group`] (cudarc 0.19's
//! `nccl::safe`).

use crate::nccl::result::{NcclError, NcclStatus};
use crate::stream_api::driver::{
    CudaContext, CudaStream, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, read_operand,
    write_operand,
};
use std::sync::Arc;

pub use crate::nccl::{Id, NcclType, ReduceOp, group_end, group_start};

/// A communicator: one rank of a group of GPUs whose collectives run on one stream (cudarc
/// 0.19's). Made with [`from_rank`](Self::from_rank) (one rank per process or thread, the
/// ranks sharing an [`Id`]) or [`from_devices`](Self::from_devices) (every GPU of this
/// process, one stream each).
///
/// It holds the crate's [`nccl::Comm`](crate::nccl::Comm), and behaves as that one does
/// (see [`crate::nccl`]): its collectives are checked before NCCL sees them, ordered with every
/// other use of their buffers, and dropping it waits for its operations (for at most its drop
/// timeout) instead of aborting them.
///
/// `Send`, not `Sync`, as the crate's.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::stream_api::driver::CudaContext;
/// use cuda_driver::stream_api::nccl::{Comm, ReduceOp, group_end, group_start};
///
/// let n = CudaContext::device_count()? as usize;
/// let streams = (0..n)
///     .map(|i| Ok(CudaContext::new(i)?.default_stream()))
///     .collect::<Result<Vec<_>, cuda_driver::driver::DriverError>>()?;
/// let comms = Comm::from_devices(streams)?;
/// let mut bufs = comms
///     .iter()
///     .map(|c| c.stream().clone_htod(&[c.rank() as f32 + 1.0; 8]))
///     .collect::<Result<Vec<_>, _>>()?;
/// group_start()?;
/// for (comm, buf) in comms.iter().zip(&mut bufs) {
///     comm.all_reduce_in_place(buf, &ReduceOp::Sum)?;
/// }
/// group_end()?;
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Comm {
    core: crate::nccl::Comm,
    stream: Arc<CudaStream>,
}

impl Comm {
    /// One communicator per stream, all in this process (`ncclCommInitAll`): rank `i` is
    /// `streams[i]`'s device, and its collectives run on `streams[i]`. The devices must be
    /// different GPUs. Driving several GPUs from one thread needs [`group_start`] /
    /// [`group_end`] around each round of collectives (or [`Comm::group`]).
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::{driver::CudaContext, nccl::Comm};
    /// let streams = vec![CudaContext::new(0)?.default_stream(), CudaContext::new(1)?.default_stream()];
    /// let comms = Comm::from_devices(streams)?;
    /// assert_eq!(comms[1].rank(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_devices(streams: Vec<Arc<CudaStream>>) -> Result<Vec<Self>, NcclError> {
        let devices = streams.iter().map(|s| s.dev().clone()).collect();
        let comms = crate::nccl::Comm::from_devices(devices)?;
        let each = comms.into_iter().zip(streams);
        Ok(each.map(|(core, stream)| Comm { core, stream }).collect())
    }

    /// Rank `rank` of a communicator of `world_size` ranks that share `id`
    /// (`ncclCommInitRank`), on `stream`'s device, its collectives on `stream`: one call per
    /// rank, each in its own process or thread. Blocks until every rank has joined (see
    /// [`nccl::Comm::from_rank`](crate::nccl::Comm::from_rank) for the time limit
    /// `CUDA_DRIVER_NCCL_TIMEOUT` gives it). Out-of-range ranks are errors, not panics.
    ///
    /// ```no_run
    /// use cuda_driver::stream_api::{driver::CudaContext, nccl::{Comm, Id}};
    /// let stream = CudaContext::new(0)?.default_stream();
    /// let comm = Comm::from_rank(stream, 0, 1, Id::new()?)?;
    /// assert_eq!(comm.world_size(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_rank(
        stream: Arc<CudaStream>,
        rank: usize,
        world_size: usize,
        id: Id,
    ) -> Result<Self, NcclError> {
        let core = crate::nccl::Comm::from_rank(stream.dev().clone(), rank, world_size, id)?;
        Ok(Comm { core, stream })
    }

    /// The stream the collectives run on.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let buf = comm.stream().alloc_zeros::<f32>(16)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn stream(&self) -> Arc<CudaStream> {
        self.stream.clone()
    }

    /// The context of this rank's device.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// assert_eq!(comm.context().ordinal(), comm.ordinal());
    /// ```
    pub fn context(&self) -> &Arc<CudaContext> {
        self.stream.context()
    }

    /// The ordinal of this rank's device.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// println!("rank {} on device {}", comm.rank(), comm.ordinal());
    /// ```
    pub fn ordinal(&self) -> usize {
        self.stream.context().ordinal()
    }

    /// This communicator's rank, from 0 to `world_size() - 1`.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// assert!(comm.rank() < comm.world_size());
    /// ```
    pub fn rank(&self) -> usize {
        self.core.rank()
    }

    /// The number of ranks.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// assert!(comm.world_size() >= 1);
    /// ```
    pub fn world_size(&self) -> usize {
        self.core.world_size()
    }

    /// Runs a planned operation on the communicator's stream.
    fn run<'a>(
        &self,
        plan: impl FnOnce(&crate::nccl::Comm) -> Result<crate::nccl::Plan<'a>, NcclError>,
    ) -> Result<NcclStatus, NcclError> {
        self.core.run_at(plan(&self.core), Some(self.stream.lane()))
    }
}

/// The collectives (cudarc 0.19's): each on the communicator's stream, checked and ordered as
/// the crate's (see the [module docs](super) and [`crate::nccl`], whose "Lengths across ranks"
/// says what NCCL does with lengths that differ between ranks, and what the crate compares).
impl Comm {
    /// Sends `data` to rank `peer` (`ncclSend`), paired with that rank's
    /// [`recv`](Self::recv) of the same length.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// comm.send(&x, 1)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn send<S: DevicePtr<T>, T: NcclType>(&self, data: &S, peer: i32) -> Result<(), NcclError> {
        self.run(|c| c.plan_send(read_operand(data), peer))
            .map(drop)
    }

    /// Receives `buff.len()` elements from rank `peer` into `buff` (`ncclRecv`).
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let mut x = comm.stream().alloc_zeros::<f32>(4)?;
    /// comm.recv(&mut x, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn recv<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        buff: &mut R,
        peer: i32,
    ) -> Result<NcclStatus, NcclError> {
        self.run(|c| c.plan_recv(write_operand(buff), peer))
    }

    /// Copies `root`'s `sendbuff` into every rank's `recvbuff` (`ncclBroadcast`). `sendbuff`
    /// is read on the root only (`None` elsewhere is fine); `None` on the root is refused, as
    /// a `sendbuff` of another length than `recvbuff`.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let s = comm.stream();
    /// let x = s.clone_htod(&[1.0f32; 4])?;
    /// let mut y = s.alloc_zeros::<f32>(4)?;
    /// let send = (comm.rank() == 0).then_some(&x);
    /// comm.broadcast(send, &mut y, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn broadcast<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: Option<&S>,
        recvbuff: &mut R,
        root: i32,
    ) -> Result<NcclStatus, NcclError> {
        self.run(|c| c.plan_broadcast(sendbuff.map(read_operand), write_operand(recvbuff), root))
    }

    /// [`broadcast`](Self::broadcast) with one buffer: `root`'s is sent, every other rank's
    /// overwritten.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let mut x = comm.stream().clone_htod(&[comm.rank() as f32; 4])?;
    /// comm.broadcast_in_place(&mut x, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn broadcast_in_place<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        recvbuff: &mut R,
        root: i32,
    ) -> Result<NcclStatus, NcclError> {
        self.run(|c| c.plan_broadcast_in_place(write_operand(recvbuff), root))
    }

    /// Gathers every rank's `sendbuff` into every rank's `recvbuff`, rank `i`'s at element
    /// `i * sendbuff.len()` (`ncclAllGather`). `recvbuff` must hold `world_size()` times
    /// `sendbuff.len()` elements.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let s = comm.stream();
    /// let x = s.clone_htod(&[comm.rank() as f32; 4])?;
    /// let mut all = s.alloc_zeros::<f32>(4 * comm.world_size())?;
    /// comm.all_gather(&x, &mut all)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_gather<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: &S,
        recvbuff: &mut R,
    ) -> Result<NcclStatus, NcclError> {
        self.run(|c| c.plan_all_gather(read_operand(sendbuff), write_operand(recvbuff)))
    }

    /// Reduces every rank's `sendbuff` element by element with `reduce_op` into every rank's
    /// `recvbuff`, of the same length (`ncclAllReduce`).
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let s = comm.stream();
    /// let x = s.clone_htod(&[1.0f32; 4])?;
    /// let mut sum = s.alloc_zeros::<f32>(4)?;
    /// comm.all_reduce(&x, &mut sum, &ReduceOp::Sum)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_reduce<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: &S,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
    ) -> Result<NcclStatus, NcclError> {
        let (send, recv) = (read_operand(sendbuff), write_operand(recvbuff));
        self.run(|c| c.plan_all_reduce(send, recv, reduce_op))
    }

    /// [`all_reduce`](Self::all_reduce) with one buffer, read and overwritten.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let mut x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// comm.all_reduce_in_place(&mut x, &ReduceOp::Max)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_reduce_in_place<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        buff: &mut R,
        reduce_op: &ReduceOp,
    ) -> Result<NcclStatus, NcclError> {
        self.run(|c| c.plan_all_reduce_in_place(write_operand(buff), reduce_op))
    }

    /// Reduces every rank's `sendbuff` into `root`'s `recvbuff` (`ncclReduce`). `recvbuff` is
    /// written on the root only (`None` elsewhere is fine); `None` on the root is refused.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let s = comm.stream();
    /// let x = s.clone_htod(&[1.0f32; 4])?;
    /// let mut sum = s.alloc_zeros::<f32>(4)?;
    /// let recv = (comm.rank() == 0).then_some(&mut sum);
    /// comm.reduce(&x, recv, &ReduceOp::Sum, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: &S,
        recvbuff: Option<&mut R>,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> Result<NcclStatus, NcclError> {
        let (send, recv) = (read_operand(sendbuff), recvbuff.map(write_operand));
        self.run(|c| c.plan_reduce(send, recv, reduce_op, root))
    }

    /// [`reduce`](Self::reduce) with one buffer: every rank's is read, `root`'s overwritten.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let mut x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// comm.reduce_in_place(&mut x, &ReduceOp::Sum, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce_in_place<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> Result<NcclStatus, NcclError> {
        self.run(|c| c.plan_reduce_in_place(write_operand(recvbuff), reduce_op, root))
    }

    /// Reduces every rank's `sendbuff` and scatters the result: rank `i` gets the elements
    /// from `i * recvbuff.len()` (`ncclReduceScatter`). `sendbuff` must hold `world_size()`
    /// times `recvbuff.len()` elements.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let s = comm.stream();
    /// let x = s.clone_htod(&vec![1.0f32; 4 * comm.world_size()])?;
    /// let mut mine = s.alloc_zeros::<f32>(4)?;
    /// comm.reduce_scatter(&x, &mut mine, &ReduceOp::Sum)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce_scatter<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: &S,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
    ) -> Result<NcclStatus, NcclError> {
        let (send, recv) = (read_operand(sendbuff), write_operand(recvbuff));
        self.run(|c| c.plan_reduce_scatter(send, recv, reduce_op))
    }
}

/// An NCCL group on this thread (cudarc 0.19's): [`Comm::group`] calls [`group_start`], the
/// group's drop [`group_end`], which launches the operations called in between.
///
/// Its operations take views, as cudarc's do (cudarc needs them to outlive the group to keep
/// their records until its end). Here every operation of a group is recorded with its buffers
/// as the crate's groups are (see [Groups](crate::nccl#groups)): until the group ends, other
/// work on those buffers is refused, and a buffer dropped meanwhile is freed after the launch.
/// A failure of `group_start` or `group_end` does not panic (cudarc's did): it is kept for this
/// thread's next NCCL call, which returns it.
///
/// ```no_run
/// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
/// use cuda_driver::stream_api::nccl::ReduceOp;
/// let s = comm.stream();
/// let x = s.clone_htod(&[1.0f32; 4])?;
/// let mut y = s.alloc_zeros::<f32>(4)?;
/// let (send, recv) = (x.as_view(), y.as_view_mut());
/// let mut group = comm.group();
/// group.all_reduce(send, recv, &ReduceOp::Sum)?;
/// drop(group); // launches the all-reduce
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Group<'a> {
    comm: &'a Comm,
}

impl Drop for Group<'_> {
    fn drop(&mut self) {
        crate::nccl::__group_macro_end();
    }
}

impl Comm {
    /// Starts a group on this thread ([`group_start`]); it ends when the [`Group`] is dropped.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let group = comm.group();
    /// assert_eq!(group.comm().rank(), comm.rank());
    /// ```
    pub fn group(&self) -> Group<'_> {
        crate::nccl::__group_macro_start();
        Group { comm: self }
    }
}

impl<'g> Group<'g> {
    /// The communicator.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let group = comm.group();
    /// println!("{}", group.comm().world_size());
    /// ```
    pub fn comm(&self) -> &'g Comm {
        self.comm
    }

    /// [`Comm::send`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// let mut group = comm.group();
    /// group.send(x.as_view(), 1)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn send<'s: 'g, T: NcclType>(
        &mut self,
        data: CudaView<'s, T>,
        peer: i32,
    ) -> Result<(), NcclError> {
        self.comm.send(&data, peer)
    }

    /// [`Comm::recv`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let mut x = comm.stream().alloc_zeros::<f32>(4)?;
    /// let mut group = comm.group();
    /// group.recv(x.as_view_mut(), 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn recv<'r: 'g, T: NcclType>(
        &mut self,
        mut buff: CudaViewMut<'r, T>,
        peer: i32,
    ) -> Result<NcclStatus, NcclError> {
        self.comm.recv(&mut buff, peer)
    }

    /// [`Comm::broadcast`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// let mut y = comm.stream().alloc_zeros::<f32>(4)?;
    /// let mut group = comm.group();
    /// group.broadcast(Some(x.as_view()), y.as_view_mut(), 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn broadcast<'s: 'g, 'r: 'g, T: NcclType>(
        &mut self,
        sendbuff: Option<CudaView<'s, T>>,
        mut recvbuff: CudaViewMut<'r, T>,
        root: i32,
    ) -> Result<NcclStatus, NcclError> {
        self.comm.broadcast(sendbuff.as_ref(), &mut recvbuff, root)
    }

    /// [`Comm::broadcast_in_place`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let mut x = comm.stream().alloc_zeros::<f32>(4)?;
    /// let mut group = comm.group();
    /// group.broadcast_in_place(x.as_view_mut(), 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn broadcast_in_place<'r: 'g, T: NcclType>(
        &mut self,
        mut recvbuff: CudaViewMut<'r, T>,
        root: i32,
    ) -> Result<NcclStatus, NcclError> {
        self.comm.broadcast_in_place(&mut recvbuff, root)
    }

    /// [`Comm::all_gather`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// let x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// let mut all = comm.stream().alloc_zeros::<f32>(4 * comm.world_size())?;
    /// let mut group = comm.group();
    /// group.all_gather(x.as_view(), all.as_view_mut())?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_gather<'s: 'g, 'r: 'g, T: NcclType>(
        &mut self,
        sendbuff: CudaView<'s, T>,
        mut recvbuff: CudaViewMut<'r, T>,
    ) -> Result<NcclStatus, NcclError> {
        self.comm.all_gather(&sendbuff, &mut recvbuff)
    }

    /// [`Comm::all_reduce`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// let mut y = comm.stream().alloc_zeros::<f32>(4)?;
    /// let mut group = comm.group();
    /// group.all_reduce(x.as_view(), y.as_view_mut(), &ReduceOp::Sum)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_reduce<'s: 'g, 'r: 'g, T: NcclType>(
        &mut self,
        sendbuff: CudaView<'s, T>,
        mut recvbuff: CudaViewMut<'r, T>,
        reduce_op: &ReduceOp,
    ) -> Result<NcclStatus, NcclError> {
        self.comm.all_reduce(&sendbuff, &mut recvbuff, reduce_op)
    }

    /// [`Comm::all_reduce_in_place`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let mut x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// let mut group = comm.group();
    /// group.all_reduce_in_place(x.as_view_mut(), &ReduceOp::Sum)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_reduce_in_place<'r: 'g, T: NcclType>(
        &mut self,
        mut buff: CudaViewMut<'r, T>,
        reduce_op: &ReduceOp,
    ) -> Result<NcclStatus, NcclError> {
        self.comm.all_reduce_in_place(&mut buff, reduce_op)
    }

    /// [`Comm::reduce`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// let mut y = comm.stream().alloc_zeros::<f32>(4)?;
    /// let mut group = comm.group();
    /// group.reduce(x.as_view(), Some(y.as_view_mut()), &ReduceOp::Sum, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce<'s: 'g, 'r: 'g, T: NcclType>(
        &mut self,
        sendbuff: CudaView<'s, T>,
        recvbuff: Option<CudaViewMut<'r, T>>,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> Result<NcclStatus, NcclError> {
        let mut recvbuff = recvbuff;
        self.comm
            .reduce(&sendbuff, recvbuff.as_mut(), reduce_op, root)
    }

    /// [`Comm::reduce_in_place`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let mut x = comm.stream().clone_htod(&[1.0f32; 4])?;
    /// let mut group = comm.group();
    /// group.reduce_in_place(x.as_view_mut(), &ReduceOp::Sum, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce_in_place<'s: 'g, T: NcclType>(
        &mut self,
        mut recvbuff: CudaViewMut<'s, T>,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> Result<NcclStatus, NcclError> {
        self.comm.reduce_in_place(&mut recvbuff, reduce_op, root)
    }

    /// [`Comm::reduce_scatter`] in the group.
    ///
    /// ```no_run
    /// # let comm: cuda_driver::stream_api::nccl::Comm = todo!();
    /// use cuda_driver::stream_api::nccl::ReduceOp;
    /// let x = comm.stream().clone_htod(&vec![1.0f32; 4 * comm.world_size()])?;
    /// let mut y = comm.stream().alloc_zeros::<f32>(4)?;
    /// let mut group = comm.group();
    /// group.reduce_scatter(x.as_view(), y.as_view_mut(), &ReduceOp::Sum)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce_scatter<'s: 'g, 'r: 'g, T: NcclType>(
        &mut self,
        sendbuff: CudaView<'s, T>,
        mut recvbuff: CudaViewMut<'r, T>,
        reduce_op: &ReduceOp,
    ) -> Result<NcclStatus, NcclError> {
        self.comm
            .reduce_scatter(&sendbuff, &mut recvbuff, reduce_op)
    }
}
