//! What each operation enqueues, written once for its two faces: the per-call future of
//! [`AsyncDevice`](super::AsyncDevice), whose `run` orders the operation and hands its result
//! over once the GPU is done, and the composed step of [`Ops`](super::Ops), whose scope orders
//! it, hands its output on to the next step and keeps what the GPU still uses until the chain
//! is done.
//!
//! Each function gets the pool stream the operation was ordered on (its checks passed before),
//! enqueues the work, and returns what it made together with what must stay alive until the
//! GPU is done with it. An enqueue that fails drains the stream before returning (see
//! `Stream::enqueue`), so that whatever the operation owns may go at once.
//!
//! The other operations are one call of the safe layer each (`Stream::alloc_zeros`,
//! `copy`, `memset_zeros`, `launch_graph`), which both faces make directly.

use crate::driver::safe::port::plain_data;
use crate::driver::safe::port::{
    Held, PinnedBuf, Stream, Target, advise_huge_pages, parallel_copy,
};
use crate::driver::{
    ArgList, CudaFunction, CudaSlice, DevicePtr, DeviceRepr, DriverError, LaunchConfig,
};
use std::marker::PhantomData;

/// The upload into a new buffer (`htod_copy`): stages `src` in pinned memory, allocates the
/// buffer in the stream's order (under `held`, the caller's entry of the stream) and copies
/// into it. Returns the buffer, usable in the stream's
/// order at once, and the staging buffer, to keep until the GPU is done.
///
/// Staged first: if that fails, nothing was allocated in the stream's order (a buffer dropped
/// here, recorded nowhere, would be freed unordered with its allocation). Past the allocation,
/// a failed enqueue drains the stream before the buffer is dropped. `src` goes once staged.
pub(super) fn upload_new<T: DeviceRepr>(
    ps: &Stream,
    held: &Held<'_>,
    src: Vec<T>,
) -> Result<(CudaSlice<T>, PinnedBuf), DriverError> {
    plain_data::<T>("htod_copy")?;
    let len = src.len();
    let staged = ps.stage(&src)?;
    drop(src);
    // SAFETY: written by the upload below before anything can read it.
    let mut slice = unsafe { ps.alloc_uninit_held::<T>(held, len) }?;
    // SAFETY: the pinned buffer holds the values, and the caller keeps it until the GPU is
    // done.
    unsafe { ps.upload(&staged, Target::of(&mut slice)) }?;
    Ok((slice, staged))
}

/// The upload into an existing buffer (`htod_copy_into`; the lengths were checked): stages
/// `src` in pinned memory and copies it into `dst`. Returns the staging buffer, to keep until
/// the GPU is done. `src` goes once staged.
pub(super) fn upload_into<T: DeviceRepr>(
    ps: &Stream,
    src: Vec<T>,
    dst: Target,
) -> Result<PinnedBuf, DriverError> {
    plain_data::<T>("htod_copy_into")?;
    let staged = ps.stage(&src)?;
    drop(src);
    // SAFETY: the pinned buffer holds the values, and the caller keeps it until the GPU is
    // done.
    unsafe { ps.upload(&staged, dst) }?;
    Ok(staged)
}

/// A kernel launch (checked and ordered by the caller). Returns the function, to keep until
/// the kernel is done: it keeps its module loaded.
///
/// # Safety
///
/// As for [`LaunchAsync`](crate::driver::LaunchAsync): the arguments match what the kernel
/// expects, and it stays within its buffers and writes only those passed as `&mut` (or owned).
pub(super) unsafe fn launch<P: ArgList>(
    ps: &Stream,
    f: CudaFunction,
    cfg: &LaunchConfig,
    params: &P,
) -> Result<CudaFunction, DriverError> {
    // SAFETY: the caller's contract.
    unsafe { ps.launch(&f, cfg, params) }?;
    Ok(f)
}

/// Where a download lands: a pinned buffer, owned by the operation, that the GPU copies `n`
/// values of `T` into, read once it is done. Every download (of a buffer, of an image, per
/// call or composed) goes through one.
pub(super) struct DownloadBuffer<T> {
    staged: PinnedBuf,
    bytes: usize,
    n: usize,
    _values: PhantomData<fn() -> T>,
}

impl<T> DownloadBuffer<T> {
    /// The download of a buffer (`dtoh_copy`, `dtoh_copy_into`, `reclaim`; ordered after its
    /// writes by the caller) into a pinned buffer.
    pub(super) fn download<S: DevicePtr<T> + ?Sized>(
        ps: &Stream,
        src: &S,
    ) -> Result<Self, DriverError>
    where
        T: DeviceRepr,
    {
        Self::enqueue(ps, src.len(), src.num_bytes(), |buf| ps.download(src, buf))
    }

    /// A pinned buffer of `bytes` bytes, into which `copy` enqueues the copy of `n` values of
    /// `T` (of `bytes` bytes) on `ps`: any download, of a buffer or of an image.
    pub(super) fn enqueue(
        ps: &Stream,
        n: usize,
        bytes: usize,
        copy: impl FnOnce(&mut PinnedBuf) -> Result<(), DriverError>,
    ) -> Result<Self, DriverError>
    where
        T: DeviceRepr,
    {
        plain_data::<T>("a download")?;
        let mut staged = ps.staging(bytes)?;
        copy(&mut staged)?;
        Ok(DownloadBuffer {
            staged,
            bytes,
            n,
            _values: PhantomData,
        })
    }

    /// The values copied, in `dst`'s allocation (its values are dropped first; callers clear
    /// it on their own thread beforehand, as their `Drop` is the user's code).
    ///
    /// # Safety
    ///
    /// The GPU is done with the copy, which succeeded.
    pub(super) unsafe fn to_vec(&self, dst: Vec<T>) -> Vec<T> {
        // SAFETY: the copy is complete (the caller's promise): the first `bytes` bytes of the
        // buffer hold the `n` values of T it copied.
        unsafe {
            let b = std::slice::from_raw_parts(self.staged.as_ptr(), self.bytes);
            bytes_to_vec(b, self.n, dst)
        }
    }
}

/// Builds the `Vec` a download resolves to from the first `n * size_of::<T>()` of `bytes`, in
/// `dst`'s allocation (its values are dropped first; see [`DownloadBuffer::to_vec`]).
///
/// # Safety
///
/// `bytes` must hold at least `n * size_of::<T>()` bytes, and those must be `n` valid values
/// of `T` (a copy of device memory that holds them).
unsafe fn bytes_to_vec<T>(bytes: &[u8], n: usize, mut dst: Vec<T>) -> Vec<T> {
    let len = n * size_of::<T>();
    debug_assert!(
        n.checked_mul(size_of::<T>())
            .is_some_and(|l| l <= bytes.len()),
        "bytes_to_vec: {} bytes cannot hold {n} values of {} bytes",
        bytes.len(),
        size_of::<T>()
    );
    dst.clear();
    dst.reserve_exact(n);
    let to = dst.as_mut_ptr().cast::<u8>();
    advise_huge_pages(to, len);
    // SAFETY: the caller promised that `bytes` holds `n` valid values of T (`len` bytes); the
    // Vec has room for them, and they are initialised before `set_len`.
    unsafe {
        parallel_copy(bytes.as_ptr(), to, len);
        dst.set_len(n);
    }
    dst
}

/// A download's landing buffer is moved between threads with the operation that owns it, and
/// shared between a chain and its output.
const _: fn() = || {
    fn send<T: Send>() {}
    send::<std::sync::Arc<DownloadBuffer<u8>>>();
};

#[cfg(test)]
mod tests {
    use super::bytes_to_vec;

    #[test]
    fn bytes_to_vec_builds_the_values_in_the_given_allocation() {
        let bytes: Vec<u8> = [1u32, 2, 3].iter().flat_map(|v| v.to_ne_bytes()).collect();
        let dst = Vec::with_capacity(8);
        let ptr = dst.as_ptr();
        // SAFETY: 12 bytes hold 3 valid u32 values.
        let v: Vec<u32> = unsafe { bytes_to_vec(&bytes, 3, dst) };
        assert_eq!(v, [1, 2, 3]);
        assert_eq!(v.as_ptr(), ptr, "the allocation given is reused");
    }

    #[test]
    fn bytes_to_vec_drops_the_old_values_and_reads_unaligned_bytes() {
        // Values with a `Drop` in the given Vec: dropped, not leaked (Miri reports leaks).
        let old = vec![vec![1u8], vec![2u8, 3]];
        // SAFETY: no bytes, no values.
        let v: Vec<Vec<u8>> = unsafe { bytes_to_vec(&[], 0, old) };
        assert!(v.is_empty() && v.capacity() >= 2);
        // The bytes of three u64 at an odd address: read as bytes, never as u64.
        let mut bytes = [0u8; 1 + 24];
        for (i, v) in [7u64, u64::MAX, 1 << 40].iter().enumerate() {
            bytes[1 + 8 * i..][..8].copy_from_slice(&v.to_ne_bytes());
        }
        // SAFETY: 24 bytes hold 3 valid u64 values.
        let v: Vec<u64> = unsafe { bytes_to_vec(&bytes[1..], 3, vec![5, 6, 7, 8, 9]) };
        assert_eq!(v, [7, u64::MAX, 1 << 40]);
        // More values than the Vec had room for.
        // SAFETY: as above.
        let v: Vec<u64> = unsafe { bytes_to_vec(&bytes[1..], 3, Vec::new()) };
        assert_eq!(v.len(), 3);
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "cannot hold 2 values of 4 bytes")]
    fn bytes_to_vec_asserts_the_bytes_hold_the_values() {
        // The caller's contract is broken here on purpose: the debug assertion stops it before
        // anything is copied.
        // SAFETY: not upheld (6 bytes for 2 u32); the assertion fires first.
        let _ = unsafe { bytes_to_vec::<u32>(&[0u8; 6], 2, Vec::new()) };
    }
}
