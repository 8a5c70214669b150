//! [`Ops`], the builder of leaf operations (every call of the per-call API, lazily), and
//! [`AsyncDevice::capture`]. What each step enqueues is shared with the per-call futures
//! (see `r#async::enqueue`).

use super::scope::{Scope, ScopeStream};
use super::{Op, RoundRobin, Step, Unresolved};
use crate::r#async::AsyncDevice;
use crate::r#async::enqueue::{self, DownloadBuffer};
use crate::driver::safe::port::Sealed as _;
use crate::driver::safe::port::{ChainArgList, Stream, Target, len_mismatch};
use crate::driver::sys::{CUresult, CUstream};
use crate::driver::{
    ChainArgs, CudaFunction, CudaGraph, CudaGraphExec, CudaSlice, DevicePtr, DevicePtrMut,
    DeviceRepr, DriverError, LaunchConfig, ValidAsZeroBits,
};
use std::sync::Arc;

/// Builds leaf [`Op`]s on an [`AsyncDevice`]: every call of the per-call API, lazily. Cheap to
/// clone. Made by [`AsyncDevice::ops`].
///
/// ```no_run
/// use cuda_driver::r#async::Op;
/// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
/// let ops = adev.ops();
/// let v = ops.htod_copy(vec![3u16; 8]).then(|x| ops.reclaim(x)).wait()?;
/// assert_eq!(v, [3; 8]);
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Ops {
    adev: AsyncDevice,
}

impl AsyncDevice {
    /// A builder of lazy, composable operations on this device (see [`Op`]).
    ///
    /// ```no_run
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn ops(&self) -> Ops {
        Ops { adev: self.clone() }
    }

    /// Captures `op` into a graph, to instantiate and replay with
    /// [`launch_graph`](AsyncDevice::launch_graph) (or [`Ops::launch_graph`] inside a chain):
    /// its steps are recorded, not run. Only device work can be captured (kernels, device
    /// copies and fills); the branches of a [`zip`](super::zip) are captured one after another. To vary a
    /// graph's inputs, copy new data into its buffers before each launch, in the same chain
    /// (cuda-async's `graph.update(op)` then `graph.launch()`). The graph keeps the buffers and
    /// kernels it uses alive, and its launches are ordered with every other use of them.
    ///
    /// ```no_run
    /// use cuda_driver::driver::LaunchConfig;
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let inc = adev.device().get_func("m", "inc").unwrap();
    /// let mut x = adev.alloc_zeros::<f32>(8).wait()?;
    /// let ops = adev.ops();
    /// // SAFETY: inc(float *x, int n) stays within n elements.
    /// let step = unsafe { ops.launch(&inc, LaunchConfig::for_num_elems(8), (&mut x, 8i32)) };
    /// let exec = adev.capture(step)?.instantiate()?;
    /// // New input, then a replay, then the result: one chain.
    /// ops.htod_copy_into(vec![1.0; 8], &mut x)
    ///     .then(|_| ops.launch_graph(&exec))
    ///     .wait()?;
    /// assert_eq!(adev.dtoh_copy(&x).wait()?, [2.0; 8]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn capture<O: Op>(&self, op: O) -> Result<CudaGraph, DriverError> {
        let mut op = Some(op);
        let mut failed = None;
        let graph = self.device().capture_graph(|stream| {
            let ps = Arc::new(Stream::of_stream(stream));
            let mut scope = Scope::new(ScopeStream::Own(ps), &RoundRobin, true);
            let Some(op) = op.take() else {
                return Ok(());
            };
            match op.enqueue(&mut scope) {
                // The graph keeps what its work uses; staging buffers cannot be in it.
                Ok(_) => Ok(()),
                Err(e) => {
                    failed = Some(e);
                    Err(e)
                }
            }
        });
        match failed {
            Some(e) => Err(e),
            None => graph,
        }
    }
}

impl Ops {
    /// A step that runs `f` with the chain's scope: for the libraries' steps (cuBLAS's
    /// products), which enqueue on [`Scope::stream`].
    pub(crate) fn step<'a, T>(
        &self,
        f: impl FnOnce(&mut Scope<'_>) -> Result<T, DriverError> + Send + 'a,
    ) -> Step<'a, T> {
        Step {
            adev: self.adev.clone(),
            f: Box::new(f),
        }
    }

    /// A step that enqueues nothing and outputs `value`: to hand values (buffers, borrows)
    /// on to the next steps.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// assert_eq!(adev.ops().value(3u32).wait()?, 3);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn value<'a, T: Send + 'a>(&self, value: T) -> Step<'a, T> {
        self.step(move |_| Ok(value))
    }

    /// `len` zeroed values of `T`, usable by the next steps at once.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.ops().alloc_zeros::<f32>(16).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn alloc_zeros<'a, T: ValidAsZeroBits + DeviceRepr + Send + 'static>(
        &self,
        len: usize,
    ) -> Step<'a, CudaSlice<T>> {
        self.step(move |s| {
            s.device_work_only("allocating")?;
            s.step(&[], |ps, held| {
                let slice = ps.alloc_zeros_held::<T>(held, len)?;
                // Later steps on other streams wait for the allocation and the zeroing.
                ps.record_held(held, &[slice.write()]);
                Ok(slice)
            })
        })
    }

    /// A new buffer holding `src`, usable by the next steps at once.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.ops().htod_copy(vec![1u8, 2]).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_copy<'a, T: DeviceRepr + Send + 'static>(
        &self,
        src: Vec<T>,
    ) -> Step<'a, CudaSlice<T>> {
        self.step(move |s| {
            s.device_work_only("an upload")?;
            let (slice, staged) = s.step(&[], |ps, held| {
                let (slice, staged) = enqueue::upload_new(ps, held, src)?;
                ps.record_held(held, &[slice.write()]);
                Ok((slice, staged))
            })?;
            s.keep(staged);
            Ok(slice)
        })
    }

    /// Copies `src` into `dst` (same length); hands `dst` back.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// let mut x = adev.alloc_zeros::<u8>(2).wait()?;
    /// let back = ops.htod_copy_into(vec![1, 2], &mut x).then(|x| ops.dtoh_copy(x)).wait()?;
    /// assert_eq!(back, [1, 2]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn htod_copy_into<'a, T: DeviceRepr + Send + 'static, D: DevicePtrMut<T> + Send>(
        &self,
        src: Vec<T>,
        dst: &'a mut D,
    ) -> Step<'a, &'a mut D> {
        self.step(move |s| {
            s.device_work_only("an upload")?;
            if src.len() != dst.len() {
                return Err(len_mismatch("htod_copy_into", src.len(), dst.len()));
            }
            let target = Target::of(dst);
            let staged = s.step(&[dst.write()], |ps, _| {
                enqueue::upload_into(ps, src, target)
            })?;
            s.keep(staged);
            Ok(dst)
        })
    }

    /// Enqueues a download of `src` into a pinned buffer the chain keeps; the [`Unresolved`] reads
    /// it once the chain is done.
    fn download<T: DeviceRepr + Send + 'static, S: DevicePtr<T> + ?Sized>(
        s: &mut Scope<'_>,
        src: &S,
    ) -> Result<Unresolved<Vec<T>>, DriverError> {
        s.device_work_only("a download")?;
        let (landing, copied) = s.step(&[src.read()], |ps, _| {
            let landing = DownloadBuffer::download(ps, src)?;
            Ok((Arc::new(landing), ps.enqueued_so_far()))
        })?;
        // Kept by the chain until the GPU is done, whatever happens to the `Unresolved`.
        s.keep(landing.clone());
        Ok(Unresolved::new(move || {
            // An `Unresolved` taken out of its chain (by a step's closure) may be resolved by another
            // chain, before this one is done: the copy is waited for here, if it is not known
            // to be done.
            copied.wait()?;
            // SAFETY: the copy, enqueued before `copied`, is done and succeeded.
            Ok(unsafe { landing.to_vec(Vec::new()) })
        }))
    }

    /// Downloads `src`: a [`Unresolved`] `Vec`, resolved when the chain completes.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![5u8; 3]).wait()?;
    /// assert_eq!(adev.ops().dtoh_copy(&x).wait()?, [5; 3]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtoh_copy<'a, T: DeviceRepr + Send + 'static, S: DevicePtr<T> + Sync>(
        &self,
        src: &'a S,
    ) -> Step<'a, Unresolved<Vec<T>>> {
        self.step(move |s| Self::download(s, src))
    }

    /// Downloads `src` and frees it: a [`Unresolved`] `Vec`.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let ops = adev.ops();
    /// assert_eq!(ops.htod_copy(vec![1u8]).then(|x| ops.reclaim(x)).wait()?, [1]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn reclaim<'a, T: DeviceRepr + Send + 'static>(
        &self,
        src: CudaSlice<T>,
    ) -> Step<'a, Unresolved<Vec<T>>>
    where
        CudaSlice<T>: Send,
    {
        // The buffer is freed when the step is done enqueueing; its free waits for the
        // download, which its record lists.
        self.step(move |s| Self::download(s, &src))
    }

    /// Copies `src` into `dst` on the device (same length); hands `dst` back.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let a = adev.htod_copy(vec![1u8, 2]).wait()?;
    /// let mut b = adev.alloc_zeros::<u8>(2).wait()?;
    /// adev.ops().dtod_copy(&a, &mut b).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn dtod_copy<'a, T: DeviceRepr, S: DevicePtr<T> + Sync, D: DevicePtrMut<T> + Send>(
        &self,
        src: &'a S,
        dst: &'a mut D,
    ) -> Step<'a, &'a mut D> {
        self.step(move |s| {
            if src.len() != dst.len() {
                return Err(len_mismatch("dtod_copy", src.len(), dst.len()));
            }
            let target = Target::of(dst);
            s.step(&[src.read(), dst.write()], |ps, _| ps.copy(src, target))?;
            Ok(dst)
        })
    }

    /// Sets every element of `dst` to zero bytes; hands `dst` back.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let mut x = adev.htod_copy(vec![1u8, 2]).wait()?;
    /// adev.ops().memset_zeros(&mut x).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn memset_zeros<'a, T: ValidAsZeroBits + DeviceRepr, D: DevicePtrMut<T> + Send>(
        &self,
        dst: &'a mut D,
    ) -> Step<'a, &'a mut D> {
        self.step(move |s| {
            let target = Target::of(dst);
            s.step(&[dst.write()], |ps, _| ps.memset_zeros(target))?;
            Ok(dst)
        })
    }

    /// Launches a kernel. The arguments are a tuple of [`ChainArg`](crate::driver::ChainArg)s:
    /// what the sync launch takes (scalars, `&` and `&mut` buffers and views) plus owned
    /// [`CudaSlice`]s, which the kernel may write. The step hands the arguments back as its
    /// output, for the next steps. They are checked against the kernel's parameters as for
    /// the sync launch; a mismatch fails the chain.
    ///
    /// # Safety
    ///
    /// As for [`LaunchAsync`](crate::driver::LaunchAsync): the arguments must match what the
    /// kernel expects, the kernel must stay within its buffers and write only those passed as
    /// `&mut` or owned. Ordering with other work on the same buffers is handled for you.
    ///
    /// # Examples
    ///
    /// ```no_run
    /// use cuda_driver::driver::LaunchConfig;
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// # let inc = adev.device().get_func("m", "inc").unwrap();
    /// let ops = adev.ops();
    /// let cfg = LaunchConfig::for_num_elems(8);
    /// // SAFETY: inc(float *x, int n) stays within n elements.
    /// let v = ops
    ///     .alloc_zeros::<f32>(8)
    ///     .then(|x| unsafe { ops.launch(&inc, cfg, (x, 8i32)) })
    ///     .then(|(x, _)| ops.reclaim(x))
    ///     .wait()?;
    /// assert_eq!(v, [1.0; 8]);
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn launch<'a, P: ChainArgs + 'a>(
        &self,
        f: &CudaFunction,
        cfg: LaunchConfig,
        params: P,
    ) -> Step<'a, P> {
        let f = f.clone();
        self.step(move |s| {
            let params = ChainArgList(params);
            let ps = s.stream.get();
            ps.check_launch(&f, &cfg, &params)?;
            // SAFETY: checked above and ordered by the step; the rest is the caller's
            // contract.
            let f = s.step(&params, |ps, _| unsafe {
                enqueue::launch(ps, f, &cfg, &params)
            })?;
            s.keep(f);
            Ok(params.0)
        })
    }

    /// Launches an executable graph (of this device). Its launch is ordered with every other
    /// use of the buffers it was captured with, and keeps them alive until it has run.
    ///
    /// ```no_run
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let exec = adev.device().capture_graph(|_| Ok(()))?.instantiate()?;
    /// adev.ops().launch_graph(&exec).wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn launch_graph<'a>(&self, exec: &'a CudaGraphExec) -> Step<'a, ()> {
        self.step(move |s| {
            s.device_work_only("a graph launch")?;
            let ps = s.stream.get();
            ps.check_graph(exec)?;
            let res = exec.resources();
            s.step(&**res, |ps, _| ps.launch_graph(exec))?;
            s.keep(res.clone());
            Ok(())
        })
    }

    /// A step of your own: `f` gets the raw stream and enqueues work on it (through
    /// [`sys`](crate::driver::sys) or another library that takes a stream), after what the
    /// buffers of `bufs` must follow; the step is recorded with them. `bufs` is a tuple as for
    /// [`launch`](Self::launch): `&x` for a buffer the work reads, `&mut x` for one it writes
    /// (or owned). The step's output is `bufs` handed back, and `f`'s result.
    ///
    /// # Safety
    ///
    /// The work `f` enqueues must read only the buffers of `bufs` (and memory it owns until the
    /// chain is done) and write only those passed as `&mut` or owned, within their bounds, and
    /// must not synchronise with or enqueue on other streams.
    ///
    /// ```no_run
    /// use cuda_driver::driver::{DevicePtr, result};
    /// use cuda_driver::r#async::Op;
    /// # let adev = cuda_driver::r#async::AsyncDevice::new(cuda_driver::driver::CudaDevice::new(0)?)?;
    /// let x = adev.htod_copy(vec![7u8; 16]).wait()?;
    /// let mut y = adev.alloc_zeros::<u8>(16).wait()?;
    /// let (src, dst) = (*x.device_ptr(), *y.device_ptr());
    /// // SAFETY: copies the 16 bytes of `x` into `y`, on the given stream.
    /// unsafe {
    ///     adev.ops().custom((&x, &mut y), move |stream| {
    ///         result::memcpy_dtod_async(dst, src, 16, stream)
    ///     })
    /// }
    /// .wait()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub unsafe fn custom<'a, P: ChainArgs + 'a, T: Send + 'a>(
        &self,
        bufs: P,
        f: impl FnOnce(CUstream) -> Result<T, DriverError> + Send + 'a,
    ) -> Step<'a, (P, T)> {
        self.step(move |s| {
            let bufs = ChainArgList(bufs);
            let out = s.step(&bufs, |ps, _| {
                let mut out = None;
                ps.enqueue(|stream| {
                    out = Some(f(stream)?);
                    Ok(())
                })?;
                out.ok_or_else(|| DriverError::new(CUresult::CUDA_ERROR_UNKNOWN))
            })?;
            Ok((bufs.0, out))
        })
    }
}
