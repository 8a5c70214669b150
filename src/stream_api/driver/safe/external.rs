//! [`ExternalMemory`] and [`MappedBuffer`]: memory exported by another API (Vulkan, another
//! process) imported into a context (cudarc 0.19's), over the crate's own: the mapped buffer
//! has a record like any buffer, its reads are ordered with its other uses, and the mapping
//! and the object go only after them.

use super::context::CudaContext;
use super::span::{Buffer, Span};
use super::stream::CudaStream;
use super::traits::{DevicePtr, DeviceSlice};
use crate::driver::DriverError;
use crate::stream_api::seam::Sealed;
use std::fs::File;
use std::ops::Range;
use std::sync::Arc;

/// An imported memory object, from [`CudaContext::import_external_memory`]; map it with
/// [`map_all`](Self::map_all) or [`map_range`](Self::map_range).
///
/// # Examples
///
/// ```no_run
/// # fn exported() -> (std::fs::File, u64) { unimplemented!() }
/// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
/// let (file, size) = exported(); // from Vulkan, or cuMemExportToShareableHandle
/// // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
/// let buf = unsafe { ctx.import_external_memory(file, size) }?.map_all()?;
/// let bytes: Vec<u8> = ctx.default_stream().clone_dtoh(&buf)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug)]
pub struct ExternalMemory {
    mem: crate::driver::ExternalMemory,
    ctx: Arc<CudaContext>,
}

/// The device memory of a mapped [`ExternalMemory`], read-only here (as in cudarc 0.19),
/// belonging to the context's default stream.
///
/// # Examples
///
/// ```no_run
/// # fn exported() -> (std::fs::File, u64) { unimplemented!() }
/// # let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
/// # let (file, size) = exported();
/// // SAFETY: `file` is an opaque descriptor of a memory object of `size` bytes.
/// let buf = unsafe { ctx.import_external_memory(file, size) }?.map_range(0..256)?;
/// let mut copy = ctx.default_stream().alloc_zeros::<u8>(256)?;
/// ctx.default_stream().memcpy_dtod(&buf, &mut copy)?;
/// # Ok::<(), cuda_driver::driver::DriverError>(())
/// ```
#[derive(Debug)]
pub struct MappedBuffer {
    buf: crate::driver::MappedBuffer,
    stream: Arc<CudaStream>,
}

impl CudaContext {
    /// Imports a memory object from a file descriptor (Unix) or handle (Windows) of `size`
    /// bytes. The driver takes its own copy of a Unix descriptor; `file` is closed when this
    /// returns.
    ///
    /// # Safety
    ///
    /// `file` must be an opaque descriptor (or handle) of a memory object of `size` bytes.
    ///
    /// ```no_run
    /// # fn exported() -> (std::fs::File, u64) { unimplemented!() }
    /// let ctx = cuda_driver::stream_api::driver::CudaContext::new(0)?;
    /// let (file, size) = exported();
    /// // SAFETY: as above.
    /// let mem = unsafe { ctx.import_external_memory(file, size) }?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    #[cfg(any(unix, windows))]
    pub unsafe fn import_external_memory(
        self: &Arc<Self>,
        file: File,
        size: u64,
    ) -> Result<ExternalMemory, DriverError> {
        // SAFETY: the caller's contract.
        let mem = unsafe { self.dev.import_external_memory(file, size) }?;
        Ok(ExternalMemory {
            mem,
            ctx: self.clone(),
        })
    }
}

impl ExternalMemory {
    /// Maps the whole object.
    ///
    /// ```no_run
    /// # fn imported() -> cuda_driver::stream_api::driver::ExternalMemory { unimplemented!() }
    /// let buf = imported().map_all()?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn map_all(self) -> Result<MappedBuffer, DriverError> {
        let stream = self.ctx.default_stream();
        Ok(MappedBuffer {
            buf: self.mem.map_all()?,
            stream,
        })
    }

    /// Maps the bytes `range` of the object (one mapping per object, as in cudarc 0.19). A
    /// range outside the object is an error.
    ///
    /// ```no_run
    /// # fn imported() -> cuda_driver::stream_api::driver::ExternalMemory { unimplemented!() }
    /// let buf = imported().map_range(0..1024)?;
    /// # Ok::<(), cuda_driver::driver::DriverError>(())
    /// ```
    pub fn map_range(self, range: Range<usize>) -> Result<MappedBuffer, DriverError> {
        let stream = self.ctx.default_stream();
        Ok(MappedBuffer {
            buf: self.mem.map_range(range)?,
            stream,
        })
    }
}

impl Buffer<u8> for MappedBuffer {
    fn span(&self) -> Span<'_> {
        Span {
            ptr: *crate::driver::DevicePtr::device_ptr(&self.buf),
            len: crate::driver::DeviceSlice::len(&self.buf),
            rec: Sealed::accesses(&self.buf),
            dev: Sealed::device_arc(&self.buf),
        }
    }
}

impl DeviceSlice<u8> for MappedBuffer {
    fn len(&self) -> usize {
        crate::driver::DeviceSlice::len(&self.buf)
    }
    fn stream(&self) -> &Arc<CudaStream> {
        &self.stream
    }
}

impl DevicePtr<u8> for MappedBuffer {}
