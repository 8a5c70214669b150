//! The collectives of [`Comm`]: each on the device's main stream (cudarc's names and
//! signatures), on a [`CudaStream`] of yours (`*_on_stream`), and on an [`AsyncDevice`]
//! (`*_async`, a [`GpuFuture`] that resolves once the GPU has done it).
//!
//! Every form checks its arguments before calling NCCL (the lengths, that the buffers and the
//! stream belong to the communicator's device, that a root or peer is a rank of the world, and
//! the element type's size), compares its lengths with the other ranks' where they are in
//! this process (each method's "Lengths across ranks" says what NCCL does with a mismatch),
//! and is ordered with every other use of its buffers like any
//! operation of the crate: it waits for earlier writes of what it reads and for earlier uses
//! of what it writes, on any stream, and later uses wait for it.

use super::comm::Comm;
use super::types::{NcclType, ReduceOp};
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::Operand;
use crate::driver::{CudaStream, DevicePtr, DevicePtrMut};
use crate::nccl::result::{self, NcclError};

impl Comm {
    /// Gathers every rank's `sendbuff` into every rank's `recvbuff`, rank `i`'s at element
    /// `i * sendbuff.len()`. `recvbuff` must hold `world_size() * sendbuff.len()` elements.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// Each rank's count is its own `sendbuff.len()` (its `recvbuff` is checked to hold
    /// `world_size()` times that), and NCCL trusts every rank's count: all ranks must pass the
    /// same length and element type. A rank that sends more than this one is undefined
    /// behaviour on the GPU: NCCL can write past the end of this rank's `recvbuff`. The crate
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
    /// let x = dev.htod_copy(vec![comm.rank() as f32; 4])?;
    /// let mut all = dev.alloc_zeros::<f32>(4 * comm.world_size())?;
    /// comm.all_gather(&x, &mut all)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_gather<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: &S,
        recvbuff: &mut R,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_all_gather(Operand::read(sendbuff), Operand::write(recvbuff)),
            None,
        )
    }

    /// [`all_gather`](Self::all_gather) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for [`all_gather`](Self::all_gather).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let x = dev.htod_copy(vec![comm.rank() as f32; 4])?;
    /// let mut all = dev.alloc_zeros::<f32>(4 * comm.world_size())?;
    /// comm.all_gather_on_stream(&stream, &x, &mut all)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_gather_on_stream<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        sendbuff: &S,
        recvbuff: &mut R,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_all_gather(Operand::read(sendbuff), Operand::write(recvbuff)),
            Some(stream),
        )
    }

    /// [`all_gather`](Self::all_gather) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for [`all_gather`](Self::all_gather).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let x = dev.htod_copy(vec![comm.rank() as f32; 4])?;
    /// let mut all = dev.alloc_zeros::<f32>(4 * comm.world_size())?;
    /// comm.all_gather_async(&adev, &x, &mut all).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn all_gather_async<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        sendbuff: &S,
        recvbuff: &mut R,
    ) -> GpuFuture<()> {
        self.run_async(
            adev,
            self.plan_all_gather(Operand::read(sendbuff), Operand::write(recvbuff)),
        )
    }

    /// Reduces every rank's `sendbuff` element by element with `reduce_op` and leaves the
    /// result in every rank's `recvbuff`, of the same length.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// Each rank's count is its own `sendbuff.len()` (its `recvbuff` is checked to have the
    /// same length), and NCCL trusts every rank's count: all ranks must pass the same length
    /// and element type. A mismatch is undefined behaviour on the GPU: NCCL can read and write
    /// past the end of the shorter buffers. The crate compares this with the other ranks whose
    /// communicators are in this process (the `k`-th collective of each: the same call, count,
    /// element type, reduction and root) and refuses a mismatch before NCCL sees it; ranks in
    /// other processes are not seen (see [Lengths across ranks](crate::nccl#lengths-across-ranks)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let x = dev.htod_copy(vec![1.0f32; 4])?;
    /// let mut sum = dev.alloc_zeros::<f32>(4)?;
    /// comm.all_reduce(&x, &mut sum, &ReduceOp::Sum)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_reduce<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: &S,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_all_reduce(Operand::read(sendbuff), Operand::write(recvbuff), reduce_op),
            None,
        )
    }

    /// [`all_reduce`](Self::all_reduce) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for [`all_reduce`](Self::all_reduce).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let x = dev.htod_copy(vec![1.0f32; 4])?;
    /// let mut sum = dev.alloc_zeros::<f32>(4)?;
    /// comm.all_reduce_on_stream(&stream, &x, &mut sum, &ReduceOp::Sum)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_reduce_on_stream<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        sendbuff: &S,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_all_reduce(Operand::read(sendbuff), Operand::write(recvbuff), reduce_op),
            Some(stream),
        )
    }

    /// [`all_reduce`](Self::all_reduce) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for [`all_reduce`](Self::all_reduce).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let x = dev.htod_copy(vec![1.0f32; 4])?;
    /// let mut sum = dev.alloc_zeros::<f32>(4)?;
    /// comm.all_reduce_async(&adev, &x, &mut sum, &ReduceOp::Sum).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn all_reduce_async<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        sendbuff: &S,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
    ) -> GpuFuture<()> {
        self.run_async(
            adev,
            self.plan_all_reduce(Operand::read(sendbuff), Operand::write(recvbuff), reduce_op),
        )
    }

    /// Reduces every rank's `buff` with `reduce_op` and leaves the result in every rank's
    /// `buff`.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// Each rank's count is its own `buff.len()`, and NCCL trusts every rank's count: all ranks
    /// must pass the same length and element type. A mismatch is undefined behaviour on the
    /// GPU: NCCL can read and write past the end of the shorter buffers. The crate compares
    /// this with the other ranks whose communicators are in this process (the `k`-th collective
    /// of each: the same call, count, element type, reduction and root) and refuses a mismatch
    /// before NCCL sees it; ranks in other processes are not seen (see [Lengths across
    /// ranks](crate::nccl#lengths-across-ranks)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let mut grads = dev.htod_copy(vec![0.5f32; 4])?;
    /// comm.all_reduce_in_place(&mut grads, &ReduceOp::Avg)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_reduce_in_place<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        buff: &mut R,
        reduce_op: &ReduceOp,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_all_reduce_in_place(Operand::write(buff), reduce_op),
            None,
        )
    }

    /// [`all_reduce_in_place`](Self::all_reduce_in_place) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for
    /// [`all_reduce_in_place`](Self::all_reduce_in_place).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let mut grads = dev.htod_copy(vec![0.5f32; 4])?;
    /// comm.all_reduce_in_place_on_stream(&stream, &mut grads, &ReduceOp::Avg)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn all_reduce_in_place_on_stream<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        buff: &mut R,
        reduce_op: &ReduceOp,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_all_reduce_in_place(Operand::write(buff), reduce_op),
            Some(stream),
        )
    }

    /// [`all_reduce_in_place`](Self::all_reduce_in_place) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for
    /// [`all_reduce_in_place`](Self::all_reduce_in_place).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let mut grads = dev.htod_copy(vec![0.5f32; 4])?;
    /// comm.all_reduce_in_place_async(&adev, &mut grads, &ReduceOp::Avg).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn all_reduce_in_place_async<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        buff: &mut R,
        reduce_op: &ReduceOp,
    ) -> GpuFuture<()> {
        self.run_async(
            adev,
            self.plan_all_reduce_in_place(Operand::write(buff), reduce_op),
        )
    }

    /// Reduces every rank's `sendbuff` with `reduce_op` into the root's `recvbuff`. Other ranks
    /// may pass `None` for `recvbuff` (the root may not); when given it must have `sendbuff`'s
    /// length.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// Each rank's count is its own `sendbuff.len()` (the root's `recvbuff` is checked to have
    /// the same length), and NCCL trusts every rank's count: all ranks must pass the same
    /// length and element type. A mismatch is undefined behaviour on the GPU: NCCL can read and
    /// write past the end of the shorter buffers, the root's `recvbuff` among them. The crate
    /// compares this with the other ranks whose communicators are in this process (the `k`-th
    /// collective of each: the same call, count, element type, reduction and root) and refuses
    /// a mismatch before NCCL sees it; ranks in other processes are not seen (see [Lengths
    /// across ranks](crate::nccl#lengths-across-ranks)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let x = dev.htod_copy(vec![2i64; 4])?;
    /// let mut out = dev.alloc_zeros::<i64>(4)?;
    /// let recv = (comm.rank() == 0).then_some(&mut out);
    /// comm.reduce(&x, recv, &ReduceOp::Max, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: &S,
        recvbuff: Option<&mut R>,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_reduce(
                Operand::read(sendbuff),
                recvbuff.map(Operand::write),
                reduce_op,
                root,
            ),
            None,
        )
    }

    /// [`reduce`](Self::reduce) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for [`reduce`](Self::reduce).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let x = dev.htod_copy(vec![2i64; 4])?;
    /// let mut out = dev.alloc_zeros::<i64>(4)?;
    /// let recv = (comm.rank() == 0).then_some(&mut out);
    /// comm.reduce_on_stream(&stream, &x, recv, &ReduceOp::Max, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce_on_stream<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        sendbuff: &S,
        recvbuff: Option<&mut R>,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_reduce(
                Operand::read(sendbuff),
                recvbuff.map(Operand::write),
                reduce_op,
                root,
            ),
            Some(stream),
        )
    }

    /// [`reduce`](Self::reduce) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for [`reduce`](Self::reduce).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let x = dev.htod_copy(vec![2i64; 4])?;
    /// let mut out = dev.alloc_zeros::<i64>(4)?;
    /// let recv = (comm.rank() == 0).then_some(&mut out);
    /// comm.reduce_async(&adev, &x, recv, &ReduceOp::Max, 0).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn reduce_async<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        sendbuff: &S,
        recvbuff: Option<&mut R>,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> GpuFuture<()> {
        self.run_async(
            adev,
            self.plan_reduce(
                Operand::read(sendbuff),
                recvbuff.map(Operand::write),
                reduce_op,
                root,
            ),
        )
    }

    /// Reduces every rank's `recvbuff` with `reduce_op` into the root's `recvbuff`.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// Each rank's count is its own `recvbuff.len()`, and NCCL trusts every rank's count: all
    /// ranks must pass the same length and element type. A mismatch is undefined behaviour on
    /// the GPU: NCCL can read and write past the end of the shorter buffers. The crate compares
    /// this with the other ranks whose communicators are in this process (the `k`-th collective
    /// of each: the same call, count, element type, reduction and root) and refuses a mismatch
    /// before NCCL sees it; ranks in other processes are not seen (see [Lengths across
    /// ranks](crate::nccl#lengths-across-ranks)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let mut x = dev.htod_copy(vec![3u64; 4])?;
    /// comm.reduce_in_place(&mut x, &ReduceOp::Prod, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce_in_place<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_reduce_in_place(Operand::write(recvbuff), reduce_op, root),
            None,
        )
    }

    /// [`reduce_in_place`](Self::reduce_in_place) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for
    /// [`reduce_in_place`](Self::reduce_in_place).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let mut x = dev.htod_copy(vec![3u64; 4])?;
    /// comm.reduce_in_place_on_stream(&stream, &mut x, &ReduceOp::Prod, 0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce_in_place_on_stream<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_reduce_in_place(Operand::write(recvbuff), reduce_op, root),
            Some(stream),
        )
    }

    /// [`reduce_in_place`](Self::reduce_in_place) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for
    /// [`reduce_in_place`](Self::reduce_in_place).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let mut x = dev.htod_copy(vec![3u64; 4])?;
    /// comm.reduce_in_place_async(&adev, &mut x, &ReduceOp::Prod, 0).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn reduce_in_place_async<R: DevicePtrMut<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
        root: i32,
    ) -> GpuFuture<()> {
        self.run_async(
            adev,
            self.plan_reduce_in_place(Operand::write(recvbuff), reduce_op, root),
        )
    }

    /// Reduces every rank's `sendbuff` with `reduce_op` and leaves block `i` of the result
    /// (`recvbuff.len()` elements from element `i * recvbuff.len()`) in rank `i`'s `recvbuff`.
    /// `sendbuff` must hold `world_size() * recvbuff.len()` elements.
    ///
    /// Runs on the device's main stream. Inside a [group](super::group_start) it is
    /// launched by the group's end.
    ///
    /// # Lengths across ranks
    ///
    /// Each rank's count (NCCL's `recvcount`) is its own `recvbuff.len()` (its `sendbuff` is
    /// checked to hold `world_size()` times that), and NCCL trusts every rank's count: all
    /// ranks must pass the same length and element type. A rank with a larger count than this
    /// one is undefined behaviour on the GPU: NCCL can read past the end of this rank's
    /// `sendbuff` and write past the end of its `recvbuff`. The crate compares this with the
    /// other ranks whose communicators are in this process (the `k`-th collective of each: the
    /// same call, count, element type, reduction and root) and refuses a mismatch before NCCL
    /// sees it; ranks in other processes are not seen (see [Lengths across
    /// ranks](crate::nccl#lengths-across-ranks)).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let x = dev.htod_copy(vec![1.0f64; 4 * comm.world_size()])?;
    /// let mut mine = dev.alloc_zeros::<f64>(4)?;
    /// comm.reduce_scatter(&x, &mut mine, &ReduceOp::Min)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce_scatter<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        sendbuff: &S,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_reduce_scatter(Operand::read(sendbuff), Operand::write(recvbuff), reduce_op),
            None,
        )
    }

    /// [`reduce_scatter`](Self::reduce_scatter) on `stream` instead of the main stream (a stream of the
    /// communicator's device). It is ordered with the other uses of its buffers on any stream.
    ///
    /// Lengths across ranks: as for
    /// [`reduce_scatter`](Self::reduce_scatter).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let stream = dev.fork_default_stream()?;
    /// let x = dev.htod_copy(vec![1.0f64; 4 * comm.world_size()])?;
    /// let mut mine = dev.alloc_zeros::<f64>(4)?;
    /// comm.reduce_scatter_on_stream(&stream, &x, &mut mine, &ReduceOp::Min)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reduce_scatter_on_stream<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        stream: &CudaStream,
        sendbuff: &S,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
    ) -> Result<result::NcclStatus, NcclError> {
        self.run(
            self.plan_reduce_scatter(Operand::read(sendbuff), Operand::write(recvbuff), reduce_op),
            Some(stream),
        )
    }

    /// [`reduce_scatter`](Self::reduce_scatter) on one of `adev`'s streams (`adev` must wrap the communicator's
    /// [`device`](Self::device)), as a future that resolves once the GPU has done it. The
    /// call is enqueued before this returns; dropping the future neither cancels it nor
    /// blocks. Refused inside a group.
    ///
    /// Lengths across ranks: as for
    /// [`reduce_scatter`](Self::reduce_scatter).
    ///
    /// # Examples
    ///
    /// ```no_run
    /// # futures_lite::future::block_on(async {
    /// # let comm: cuda_driver::nccl::Comm = todo!();
    /// use cuda_driver::nccl::ReduceOp;
    /// let dev = comm.device();
    /// let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone())?;
    /// let x = dev.htod_copy(vec![1.0f64; 4 * comm.world_size()])?;
    /// let mut mine = dev.alloc_zeros::<f64>(4)?;
    /// comm.reduce_scatter_async(&adev, &x, &mut mine, &ReduceOp::Min).await?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// # });
    /// ```
    pub fn reduce_scatter_async<S: DevicePtr<T>, R: DevicePtrMut<T>, T: NcclType>(
        &self,
        adev: &AsyncDevice,
        sendbuff: &S,
        recvbuff: &mut R,
        reduce_op: &ReduceOp,
    ) -> GpuFuture<()> {
        self.run_async(
            adev,
            self.plan_reduce_scatter(Operand::read(sendbuff), Operand::write(recvbuff), reduce_op),
        )
    }
}
