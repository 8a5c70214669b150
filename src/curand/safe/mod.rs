//! [`CudaRng`]: a cuRAND generator of one device, filling its buffers in order with every
//! other use of them.

use super::result::{self, CurandError, LogNormalFill, NormalFill, UniformFill};
use super::sys;
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::driver::safe::port::{AsyncPool, Dest, Operand, Sealed, lock};
use crate::driver::{CudaDevice, CudaSlice, DevicePtrMut};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

mod asynchronous;

/// A cuRAND pseudo-random generator (the default kind, XORWOW) of one device, filling device
/// buffers with uniform, normal and log-normal numbers: cudarc 0.13's `CudaRng`.
///
/// Each fill checks its buffer (it must be of this generator's device; normal and log-normal
/// numbers come in pairs, so their length must be even and their address a multiple of a pair's
/// size) and is ordered like any other write of
/// the buffer (see the [module docs](super#ordering)): the buffer may be read on any stream or
/// thread afterwards without ordering it by hand. Errors are [`CurandError`]s saying what was
/// refused.
///
/// `Send` and `Sync`: fills from several threads take turns on the generator.
///
/// The first fill after [`new`](Self::new), [`set_seed`](Self::set_seed) or
/// [`set_offset`](Self::set_offset) makes cuRAND set the generator up, which synchronizes the
/// device and would invalidate a graph capture. That fill, and `new`, wait until no capture of
/// the device's context ([`CudaDevice::capture_graph`], from any device object of the GPU) is
/// open on another thread, and no capture begins while they run. On a thread that holds a
/// capture open itself they run at once, and such a fill inside the capture fails: fill once
/// before capturing. They wait two seconds at most: a capture still open then may be held by
/// a thread that waits for this fill, and neither would ever end, so the fill (or `new`)
/// returns an error that says so instead (its driver error is
/// `CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED`), having done nothing.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::curand::CudaRng;
/// use cuda_driver::driver::CudaDevice;
///
/// let dev = CudaDevice::new(0)?;
/// let mut rng = CudaRng::new(0, dev.clone())?;
/// let mut a = dev.alloc_zeros::<f64>(1000)?;
/// rng.fill_with_uniform(&mut a)?;
/// rng.set_seed(7)?;
/// rng.fill_with_log_normal(&mut a, 0.0, 0.5)?;
/// assert!(dev.dtoh_sync_copy(&a)?.iter().all(|&x| x > 0.0));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct CudaRng {
    /// Shared with the graphs that captured a fill (see [`RngInner`]).
    inner: Arc<RngInner>,
}

/// The generator and its state stand-in: owned by the [`CudaRng`], and kept alive by every
/// graph that captured one of its fills, whose replays run cuRAND's kernels on the
/// generator's state; destroyed when the last of them goes.
struct RngInner {
    generator: Mutex<Generator>,
    /// Whether a fill succeeded since the generator was made or its seed or offset set: until
    /// then a fill makes cuRAND set the generator up first, which synchronizes the device and
    /// so would invalidate a graph capture open in the context (see [`CudaRng::fill`]).
    set_up: AtomicBool,
    /// Stands for the generator's state on the GPU, which each fill reads and writes: every
    /// fill writes it too, so fills enqueued on different streams (and graph replays) run one
    /// after the other, and the generator is destroyed only after the last one ran. Its
    /// device is the generator's: the one `Arc` of the device the generator holds (cudarc's
    /// holds one too, and its tests count them).
    state: CudaSlice<u8>,
}

/// A generator handle, owned by the [`CudaRng`] that holds it.
struct Generator(sys::curandGenerator_t);

// SAFETY: cuRAND's host functions may be called from any thread with the generator's context
// current, as long as no two threads use one generator at once: the `Mutex` in `CudaRng`
// gives that, and every call makes the context current first.
unsafe impl Send for Generator {}

impl std::fmt::Debug for CudaRng {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CudaRng")
            .field("device", &self.device().ordinal())
            .finish_non_exhaustive()
    }
}

impl CudaRng {
    /// A generator on `dev`, seeded with `seed`.
    ///
    /// Fails with the loader's message (every path tried, and `CUDA_DRIVER_CURAND_PATH`) when
    /// cuRAND cannot be loaded.
    ///
    /// ```no_run
    /// use cuda_driver::curand::CudaRng;
    /// let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let rng = CudaRng::new(1234, dev)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(seed: u64, dev: Arc<CudaDevice>) -> Result<Self, CurandError> {
        // The driver's errors on the way come back as cuRAND's (see `error_context`).
        crate::error_context::returning(|| Self::new_now(seed, dev))
    }

    /// [`new`](Self::new), in its scope of errors.
    fn new_now(seed: u64, dev: Arc<CudaDevice>) -> Result<Self, CurandError> {
        dev.check_and_make_current()?;
        let state = dev.alloc_zeros::<u8>(1)?;
        let made = dev.outside_captures("making a cuRAND generator", result::create_generator)?;
        let generator = Generator(made?);
        let rng = CudaRng {
            inner: Arc::new(RngInner {
                generator: Mutex::new(generator),
                set_up: AtomicBool::new(false),
                state,
            }),
        };
        // SAFETY: a live generator, ours alone (no one else has seen it yet).
        unsafe { result::set_seed(lock(&rng.inner.generator).0, seed) }?;
        Ok(rng)
    }

    /// The device the generator belongs to.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let rng = cuda_driver::curand::CudaRng::new(0, dev.clone())?;
    /// assert_eq!(rng.device().ordinal(), dev.ordinal());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn device(&self) -> &Arc<CudaDevice> {
        self.inner.state.device_arc()
    }

    /// Sets the seed: the next fill takes the sequence of that seed from the generator's current
    /// offset, which is the one set with [`set_offset`](Self::set_offset) (0 at first) moved on
    /// by every number the fills since have made (after `set_offset(4096)` and a fill of 1000,
    /// the new seed's numbers start 5096 into its sequence).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut rng = cuda_driver::curand::CudaRng::new(0, dev.clone())?;
    /// rng.set_seed(99)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_seed(&mut self, seed: u64) -> Result<(), CurandError> {
        crate::error_context::returning(|| {
            self.device().check_and_make_current()?;
            self.inner.set_up.store(false, Ordering::Relaxed);
            // SAFETY: our live generator; `&mut self` excludes every other use of it.
            unsafe { result::set_seed(lock(&self.inner.generator).0, seed) }
        })
    }

    /// Sets the offset: the next fill starts that many numbers into the seed's sequence.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let mut rng = cuda_driver::curand::CudaRng::new(0, dev.clone())?;
    /// rng.set_offset(1 << 20)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_offset(&mut self, offset: u64) -> Result<(), CurandError> {
        crate::error_context::returning(|| {
            self.device().check_and_make_current()?;
            self.inner.set_up.store(false, Ordering::Relaxed);
            // SAFETY: as in `set_seed`.
            unsafe { result::set_offset(lock(&self.inner.generator).0, offset) }
        })
    }

    /// Fills `dst` with uniform numbers: in (0, 1] for `f32` and `f64`, every bit random for
    /// `u32`. (`u64` is cudarc's too, but cuRAND makes it only with 64-bit quasi-random
    /// generators, so this generator returns `CURAND_STATUS_TYPE_ERROR` for it.)
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let rng = cuda_driver::curand::CudaRng::new(0, dev.clone())?;
    /// let mut a = dev.alloc_zeros::<f32>(100)?;
    /// rng.fill_with_uniform(&mut a)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill_with_uniform<T, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
    ) -> Result<(), CurandError>
    where
        sys::curandGenerator_t: UniformFill<T>,
    {
        self.uniform_at(Dest::Thread, Operand::write(dst)).map(drop)
    }

    /// Fills `dst` with normal numbers of `mean` and standard deviation `std`. cuRAND makes
    /// them in pairs: an odd length is refused (`CURAND_STATUS_LENGTH_NOT_MULTIPLE`, naming the
    /// length), and so is a buffer whose address is not a multiple of a pair's size, such as a
    /// view that starts at an odd element (`CURAND_STATUS_OUT_OF_RANGE`).
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let rng = cuda_driver::curand::CudaRng::new(0, dev.clone())?;
    /// let mut a = dev.alloc_zeros::<f32>(100)?;
    /// rng.fill_with_normal(&mut a, 0.0, 1.0)?;
    /// let mut odd = dev.alloc_zeros::<f32>(101)?;
    /// assert!(rng.fill_with_normal(&mut odd, 0.0, 1.0).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill_with_normal<T, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
        mean: T,
        std: T,
    ) -> Result<(), CurandError>
    where
        sys::curandGenerator_t: NormalFill<T>,
    {
        self.normal_at(Dest::Thread, Operand::write(dst), mean, std)
            .map(drop)
    }

    /// Fills `dst` with log-normal numbers: `exp` of normal numbers of `mean` and standard
    /// deviation `std`. As for [`fill_with_normal`](Self::fill_with_normal), the length must
    /// be even and the address a multiple of a pair's size.
    ///
    /// ```no_run
    /// # let dev = cuda_driver::driver::CudaDevice::new(0)?;
    /// let rng = cuda_driver::curand::CudaRng::new(0, dev.clone())?;
    /// let mut a = dev.alloc_zeros::<f64>(100)?;
    /// rng.fill_with_log_normal(&mut a, 0.0, 1.0)?;
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fill_with_log_normal<T, Dst: DevicePtrMut<T>>(
        &self,
        dst: &mut Dst,
        mean: T,
        std: T,
    ) -> Result<(), CurandError>
    where
        sys::curandGenerator_t: LogNormalFill<T>,
    {
        self.log_normal_at(Dest::Thread, Operand::write(dst), mean, std)
            .map(drop)
    }

    /// A uniform fill of `dst` at `dest`: what every form of
    /// [`fill_with_uniform`](Self::fill_with_uniform) runs (this API's, the async adapter's,
    /// a chain's step, the stream API's).
    pub(crate) fn uniform_at<T>(
        &self,
        dest: Dest<'_, AsyncDevice>,
        dst: Operand<'_, T>,
    ) -> Result<Option<GpuFuture<()>>, CurandError>
    where
        sys::curandGenerator_t: UniformFill<T>,
    {
        self.fill(dest, dst, "uniform", false, |g, out, num| {
            // SAFETY: `fill`'s promise (see there).
            unsafe { UniformFill::fill(g, out, num) }
        })
    }

    /// A normal fill of `dst` at `dest` (see [`uniform_at`](Self::uniform_at)).
    pub(crate) fn normal_at<T>(
        &self,
        dest: Dest<'_, AsyncDevice>,
        dst: Operand<'_, T>,
        mean: T,
        std: T,
    ) -> Result<Option<GpuFuture<()>>, CurandError>
    where
        sys::curandGenerator_t: NormalFill<T>,
    {
        self.fill(dest, dst, "normal", true, |g, out, num| {
            // SAFETY: `fill`'s promise (see there).
            unsafe { NormalFill::fill(g, out, num, mean, std) }
        })
    }

    /// A log-normal fill of `dst` at `dest` (see [`uniform_at`](Self::uniform_at)).
    pub(crate) fn log_normal_at<T>(
        &self,
        dest: Dest<'_, AsyncDevice>,
        dst: Operand<'_, T>,
        mean: T,
        std: T,
    ) -> Result<Option<GpuFuture<()>>, CurandError>
    where
        sys::curandGenerator_t: LogNormalFill<T>,
    {
        self.fill(dest, dst, "log-normal", true, |g, out, num| {
            // SAFETY: `fill`'s promise (see there).
            unsafe { LogNormalFill::fill(g, out, num, mean, std) }
        })
    }

    /// Checks `dst` (`pairs`: its length must be even), then calls `generate` with the
    /// generator, `dst`'s address and length, at `dest` (the calling thread's stream, an
    /// adapter's, returning the future of the fill, or a chain's) through the port's
    /// submission path, ordered as a write of `dst` and of the generator's state. `generate` may enqueue cuRAND's work on the
    /// generator's stream (set to that stream just before) that writes those elements and
    /// nothing else of the process: the device is current, the generator is this thread's
    /// alone until it returns, and the memory is `dst`'s, which nothing else uses until the
    /// stream has run the work.
    ///
    /// The first fill after [`new`](Self::new), `set_seed` or `set_offset` makes cuRAND set the
    /// generator up, which synchronizes the device: it waits until no graph capture of the
    /// device's context is open on another thread, and no capture begins while it runs, as a
    /// capture would be invalidated (and the fill fail with `CURAND_STATUS_LAUNCH_FAILURE`);
    /// an error if one is still open after a while (see [`CudaRng`]).
    fn fill<T>(
        &self,
        dest: Dest<'_, AsyncDevice>,
        dst: Operand<'_, T>,
        kind: &str,
        pairs: bool,
        generate: impl FnOnce(sys::curandGenerator_t, *mut T, usize) -> Result<(), CurandError>,
    ) -> Result<Option<GpuFuture<()>>, CurandError> {
        // The driver's errors on the way come back as cuRAND's (see `error_context`).
        crate::error_context::returning(|| {
            if self.inner.set_up.load(Ordering::Relaxed) {
                return self.fill_now(dest, dst, kind, pairs, generate);
            }
            // Waited for before the generator's lock is taken: a capture open on another
            // thread may be waiting for that lock in a fill of its own.
            let doing = "a cuRAND generator's first fill (its setup)";
            self.device()
                .outside_captures(doing, || self.fill_now(dest, dst, kind, pairs, generate))?
        })
    }

    /// [`fill`](Self::fill), now.
    fn fill_now<T>(
        &self,
        dest: Dest<'_, AsyncDevice>,
        dst: Operand<'_, T>,
        kind: &str,
        pairs: bool,
        generate: impl FnOnce(sys::curandGenerator_t, *mut T, usize) -> Result<(), CurandError>,
    ) -> Result<Option<GpuFuture<()>>, CurandError> {
        let len = dst.len();
        let while_filling = || {
            let ty = std::any::type_name::<T>();
            format!("while filling {len} {ty} with {kind} numbers")
        };
        let mine = |e: crate::driver::DriverError| CurandError::from(e).context(while_filling());
        debug_assert!(dst.writes());
        self.check_fill(len, kind, pairs, &while_filling)?;
        let named = [("the buffer", dst.used()), ("", self.inner.state.write())];
        let sub = dest
            .check(self.device(), "this CudaRng runs on", &named)
            .map_err(mine)?;
        if len == 0 {
            return Ok(sub.nothing());
        }
        let out = self.check_pairs(&dst, kind, pairs, &while_filling)?;
        // Taken before the generator's lock, so released after it: what dropped futures left is
        // dropped then, outside the lock, as its `Drop` may use this generator again.
        let _leftovers = sub.pool().map(|p| p.hold_leftovers());
        let generator = lock(&self.inner.generator);
        let uses = [dst.used(), self.inner.state.write()];
        let capturing = sub.stream().capturing();
        let done = sub.submit(&uses, |ps, stream| {
            // A graph's replays run cuRAND's kernels on the generator's state: it keeps it (a
            // chain's capture, or a capture on a stream of the stream API's or the user's).
            // Looked at here, with the enqueue: a capture begun by another thread after a look
            // before would take the fill in.
            ps.keep_in_capture(&self.inner);
            // SAFETY: our live generator, held locked; `stream` is a live stream of its device,
            // which is current, and stays alive while work enqueued on it can run (the device
            // or the adapter keeps it); each fill sets the stream again before generating.
            let set = unsafe { result::set_stream(generator.0, stream) };
            let made = set.and_then(|()| generate(generator.0, out, len));
            if made.is_ok() {
                self.inner.set_up.store(true, Ordering::Relaxed);
            }
            made
        });
        done.map(|d| d.future())
            .map_err(|e| in_capture(e.context(while_filling()), capturing))
    }

    /// The checks of a fill of `len` elements that need no device: the length (even for
    /// `pairs`).
    fn check_fill(
        &self,
        len: usize,
        kind: &str,
        pairs: bool,
        while_filling: &dyn Fn() -> String,
    ) -> Result<(), CurandError> {
        if pairs && len % 2 != 0 {
            return Err(CurandError::refused(
                sys::curandStatus_t::CURAND_STATUS_LENGTH_NOT_MULTIPLE,
                format!(
                    "{}: cuRAND makes {kind} numbers in pairs, so the length must be even, \
                     not {len}",
                    while_filling()
                ),
            ));
        }
        Ok(())
    }

    /// `dst`'s address, checked for `pairs` (normal and log-normal numbers) to be aligned to a
    /// pair of elements.
    fn check_pairs<T>(
        &self,
        dst: &Operand<'_, T>,
        kind: &str,
        pairs: bool,
        while_filling: &dyn Fn() -> String,
    ) -> Result<*mut T, CurandError> {
        let out = dst.ptr() as *mut T;
        // cuRAND's kernels write normal (and log-normal) numbers two at a time, as one value of
        // twice the size: the address must be aligned to that, or the kernel faults (a view
        // that starts at an odd element, for one).
        let pair = 2 * std::mem::size_of::<T>();
        if pairs && out as usize % pair != 0 {
            return Err(CurandError::refused(
                sys::curandStatus_t::CURAND_STATUS_OUT_OF_RANGE,
                format!(
                    "{}: cuRAND writes {kind} numbers in pairs of {pair} bytes, so the buffer's \
                     address must be a multiple of {pair}, not {:#x} (a view that starts at an \
                     odd element)",
                    while_filling(),
                    out as usize
                ),
            ));
        }
        Ok(out)
    }
}

/// A fill's error `e`, saying what to do when it failed in a graph capture: cuRAND sets the
/// generator up on its first fill after `new`, `set_seed` or `set_offset`, with work a capture
/// cannot hold.
fn in_capture(e: CurandError, capturing: bool) -> CurandError {
    if !capturing {
        return e;
    }
    e.context(
        "in a graph capture: fill once outside the capture first, after creating the generator \
         or changing its seed or offset",
    )
}

impl Drop for RngInner {
    /// Waits for the generator's last fill (reading its state stand-in, which every fill
    /// writes), then destroys it. Errors go to the device's next fallible call.
    fn drop(&mut self) {
        let generator = self.generator.get_mut().unwrap_or_else(|p| p.into_inner());
        let device = self.state.device_arc();
        let waited = device
            .dtoh_sync_copy(&self.state)
            .and_then(|_| device.make_current());
        match waited {
            // SAFETY: our live generator, used by no one else (`&mut self`); no work of it can
            // still run: every fill wrote `state`, and the copy above waited for the last. The
            // stream is set back to the legacy default one first, so that cuRAND's teardown
            // names no stream of ours.
            Ok(()) => match unsafe {
                // A failure here is no reason to leak the generator: it is destroyed all the same.
                let _ = result::set_stream(generator.0, std::ptr::null_mut());
                result::destroy_generator(generator.0)
            } {
                Ok(()) => {}
                Err(e) => device.defer_error(e.into()),
            },
            // A generator whose work may still run is leaked rather than freed under it.
            Err(e) => device.defer_error(e),
        }
    }
}
