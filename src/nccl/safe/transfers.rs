//! Moving data between ranks: [`Comm`]'s sends, receives and broadcasts, each on the device's
//! main stream, on a [`CudaStream`] of yours (`*_on_stream`), and on an [`AsyncDevice`]
//! (`*_async`). The checks and the ordering are those of every collective (see `collectives.rs`).

use super::comm::Comm;
use super::types::NcclType;
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::Operand;
use crate::driver::{CudaStream, DevicePtr, DevicePtrMut};
use crate::nccl::result::{self, NcclError};

impl Comm {
    /// Sends `data` to rank `peer`, which must post a matching [`recv`](Self::recv) of the same
    /// length and type. Reads `data`.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// NCCL sends `data.len()` elements whatever the receiver passes: the peer's matching
    /// [`recv`](Self::recv) must have the same length and element type. A shorter receive
    /// buffer is undefined behaviour on the GPU: NCCL can write past its end, into the peer's
    /// memory that follows it. The crate compares the two where both ranks are in this process
    /// (a send to itself and its recv from itself inside a group, or ranks of
    /// [`from_devices`](Self::from_devices), or of [`from_rank`](Self::from_rank) on threads of
    /// this process with one [`Id`](super::Id)), pairing them in order as NCCL does, and
    /// refuses a mismatch before NCCL sees it; a peer in another process is not seen (see
    /// [Lengths across ranks](crate::nccl#lengths-across-ranks)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let data = dev.htod_copy(vec![1.0f32; 4])?;
    /// comm.send(&data, 1)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn send<S: DevicePtr<T>, T: NcclType>(&self, data: &S, peer: i32) -> Result<(), NcclError> {
        self.run(self.plan_send(Operand::read(data), peer), None)
            .map(drop)
    }

    /// [`send`](Self::send) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for [`send`](Self::send).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let data = dev.htod_copy(vec![1.0f32; 4])?;
    /// comm.send_on_stream(&stream, &data, 1)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn send_on_stream<S: DevicePtr<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        data: &S,
        peer: i32,
    ) -> Result<(), NcclError> {
        self.run(self.plan_send(Operand::read(data), peer), Some(stream))
            .map(drop)
    }

    /// [`send`](Self::send) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for [`send`](Self::send).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let data = dev.htod_copy(vec![1.0f32; 4])?;
    /// comm.send_async(&adev, &data, 1).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn send_async<S: DevicePtr<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        data: &S,
        peer: i32,
    ) -> GpuFuture<()> {
        self.run_async(adev, self.plan_send(Operand::read(data), peer))
    }

    /// Receives into `buff` from rank `peer`, which must post a matching [`send`](Self::send).
    /// Writes `buff`.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// NCCL takes the length of the transfer from the sender as well as from `buff.len()`: the
    /// peer's matching [`send`](Self::send) must have the same length and element type. A
    /// longer send is undefined behaviour on the GPU: NCCL can write past the end of `buff`,
    /// into the memory that follows it. The crate compares the two where both ranks are in this
    /// process (a send to itself and its recv from itself inside a group, or ranks of
    /// [`from_devices`](Self::from_devices), or of [`from_rank`](Self::from_rank) on threads of
    /// this process with one [`Id`](super::Id)), pairing them in order as NCCL does, and
    /// refuses a mismatch before NCCL sees it; a peer in another process is not seen (see
    /// [Lengths across ranks](crate::nccl#lengths-across-ranks)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let mut buff = dev.alloc_zeros::<f32>(4)?;
    /// comm.recv(&mut buff, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn recv<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        buff: &mut R,
        peer: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(self.plan_recv(Operand::write(buff), peer), None)
    }

    /// [`recv`](Self::recv) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for [`recv`](Self::recv).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let mut buff = dev.alloc_zeros::<f32>(4)?;
    /// comm.recv_on_stream(&stream, &mut buff, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn recv_on_stream<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        buff: &mut R,
        peer: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(self.plan_recv(Operand::write(buff), peer), Some(stream))
    }

    /// [`recv`](Self::recv) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for [`recv`](Self::recv).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let mut buff = dev.alloc_zeros::<f32>(4)?;
    /// comm.recv_async(&adev, &mut buff, 0).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn recv_async<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        buff: &mut R,
        peer: i32,
    ) -> GpuFuture<()> {
        self.run_async(adev, self.plan_recv(Operand::write(buff), peer))
    }

    /// Copies the root's `sendbuff` into every rank's `recvbuff`. `sendbuff` is read on `root`
    /// only, so other ranks may pass `None` (the root may not); when given it must have
    /// `recvbuff`'s length.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// Each rank's count is its own `recvbuff.len()` (its `sendbuff`, when given, is checked to
    /// have that length), and NCCL trusts every rank's count: all ranks must pass the same
    /// length and element type. A rank whose `recvbuff` is shorter than the root's is undefined
    /// behaviour on the GPU: NCCL can write past its end. The crate compares this with the
    /// other ranks whose communicators are in this process (the `k`-th collective of each: the
    /// same call, count, element type, reduction and root) and refuses a mismatch before NCCL
    /// sees it; ranks in other processes are not seen (see [Lengths across
    /// ranks](crate::nccl#lengths-across-ranks)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let x = dev.htod_copy(vec![7u32; 4])?;
    /// let mut y = dev.alloc_zeros::<u32>(4)?;
    /// let send = (comm.rank() == 0).then_some(&x);
    /// comm.broadcast(send, &mut y, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn broadcast<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: Option<&S>,
        recvbuff: &mut R,
        root: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_broadcast(sendbuff.map(Operand::read), Operand::write(recvbuff), root),
            None,
        )
    }

    /// [`broadcast`](Self::broadcast) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for [`broadcast`](Self::broadcast).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let x = dev.htod_copy(vec![7u32; 4])?;
    /// let mut y = dev.alloc_zeros::<u32>(4)?;
    /// let send = (comm.rank() == 0).then_some(&x);
    /// comm.broadcast_on_stream(&stream, send, &mut y, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn broadcast_on_stream<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        sendbuff: Option<&S>,
        recvbuff: &mut R,
        root: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_broadcast(sendbuff.map(Operand::read), Operand::write(recvbuff), root),
            Some(stream),
        )
    }

    /// [`broadcast`](Self::broadcast) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for [`broadcast`](Self::broadcast).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let x = dev.htod_copy(vec![7u32; 4])?;
    /// let mut y = dev.alloc_zeros::<u32>(4)?;
    /// let send = (comm.rank() == 0).then_some(&x);
    /// comm.broadcast_async(&adev, send, &mut y, 0).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn broadcast_async<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        sendbuff: Option<&S>,
        recvbuff: &mut R,
        root: i32,
    ) -> GpuFuture<()> {
        self.run_async(
            adev,
            self.plan_broadcast(sendbuff.map(Operand::read), Operand::write(recvbuff), root),
        )
    }

    /// Copies the root's `recvbuff` into every other rank's `recvbuff`.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// Each rank's count is its own `recvbuff.len()`, and NCCL trusts every rank's count: all
    /// ranks must pass the same length and element type. A rank whose buffer is shorter than
    /// the root's is undefined behaviour on the GPU: NCCL can write past its end. The crate
    /// compares this with the other ranks whose communicators are in this process (the `k`-th
    /// collective of each: the same call, count, element type, reduction and root) and refuses
    /// a mismatch before NCCL sees it; ranks in other processes are not seen (see [Lengths
    /// across ranks](crate::nccl#lengths-across-ranks)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let mut x = dev.htod_copy(vec![comm.rank() as u32; 4])?;
    /// comm.broadcast_in_place(&mut x, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn broadcast_in_place<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        recvbuff: &mut R,
        root: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_broadcast_in_place(Operand::write(recvbuff), root),
            None,
        )
    }

    /// [`broadcast_in_place`](Self::broadcast_in_place) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for
    /// [`broadcast_in_place`](Self::broadcast_in_place).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let mut x = dev.htod_copy(vec![comm.rank() as u32; 4])?;
    /// comm.broadcast_in_place_on_stream(&stream, &mut x, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn broadcast_in_place_on_stream<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        recvbuff: &mut R,
        root: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_broadcast_in_place(Operand::write(recvbuff), root),
            Some(stream),
        )
    }

    /// [`broadcast_in_place`](Self::broadcast_in_place) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for
    /// [`broadcast_in_place`](Self::broadcast_in_place).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let mut x = dev.htod_copy(vec![comm.rank() as u32; 4])?;
    /// comm.broadcast_in_place_async(&adev, &mut x, 0).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn broadcast_in_place_async<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        recvbuff: &mut R,
        root: i32,
    ) -> GpuFuture<()> {
        self.run_async(
            adev,
            self.plan_broadcast_in_place(Operand::write(recvbuff), root),
        )
    }
}
