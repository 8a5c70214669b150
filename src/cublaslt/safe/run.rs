//! One matrix product: checked, described, and enqueued through the crate's ordering.

use super::checks::{self, Lens, Shape};
use super::descriptors::{MatmulDesc, MatmulPref, MatrixLayout, alignment};
use super::types::{Activation, MatmulConfig, Workspace};
use crate::r#async::{AsyncDevice, GpuFuture};
use crate::cublaslt::result::{self, CublasError};
use crate::cublaslt::sys;
use crate::cublaslt::sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE as INVALID;
use crate::driver::safe::port::{
    AsyncPool, Dest, Operand, Sealed, Stream, Use, check_same_device, check_use_device,
};
use crate::driver::sys::CUdeviceptr;
use crate::driver::{CudaDevice, DevicePtr, DevicePtrMut, DriverError};
use std::ops::Deref;
use std::sync::Arc;

/// The element type of a product and what cuBLASLt computes it in.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Types {
    pub(crate) matrix: sys::cudaDataType,
    pub(crate) compute: sys::cublasComputeType_t,
    pub(crate) name: &'static str,
}

/// Refuses a matrix type whose elements are not `size_of::<T>()` bytes, or that the crate does
/// not know the size of.
fn same_size<T>(types: Types) -> Result<(), CublasError> {
    use sys::cudaDataType_t as D;
    let bytes = match types.matrix {
        D::CUDA_R_8I | D::CUDA_R_8U | D::CUDA_R_8F_E4M3 | D::CUDA_R_8F_E5M2 => 1,
        D::CUDA_R_16F | D::CUDA_R_16BF | D::CUDA_C_8I | D::CUDA_C_8U => 2,
        D::CUDA_R_16I | D::CUDA_R_16U => 2,
        D::CUDA_R_32F | D::CUDA_R_32I | D::CUDA_R_32U | D::CUDA_C_16F | D::CUDA_C_16BF => 4,
        D::CUDA_C_16I | D::CUDA_C_16U => 4,
        D::CUDA_R_64F | D::CUDA_C_32F | D::CUDA_R_64I | D::CUDA_R_64U => 8,
        D::CUDA_C_32I | D::CUDA_C_32U => 8,
        D::CUDA_C_64F | D::CUDA_C_64I | D::CUDA_C_64U => 16,
        other => {
            let why = format!(
                "the matrix type {other:?} (from `Matmul::matrix_type` for {}) is not one whose \
                 element size is known, so the buffers' lengths cannot be checked",
                types.name
            );
            return Err(CublasError::refused(INVALID, why));
        }
    };
    if bytes == size_of::<T>() {
        return Ok(());
    }
    let why = format!(
        "{} is {} bytes but its matrix type {:?} (from `Matmul::matrix_type`) has elements of \
         {bytes} bytes: cuBLASLt would read and write past the buffers",
        types.name,
        size_of::<T>(),
        types.matrix
    );
    Err(CublasError::refused(INVALID, why))
}

/// The buffers of one product, of either face of the crate: A, B and the bias read, C
/// written.
pub(crate) struct Operands<'a, T> {
    pub(crate) a: Operand<'a, T>,
    pub(crate) b: Operand<'a, T>,
    pub(crate) c: Operand<'a, T>,
    pub(crate) bias: Option<Operand<'a, T>>,
}

impl<'a, T> Operands<'a, T> {
    /// The buffers of the `CudaDevice` API.
    pub(super) fn of<I: DevicePtr<T>, O: DevicePtrMut<T>>(
        a: &'a I,
        b: &'a I,
        c: &'a mut O,
        bias: Option<&'a I>,
    ) -> Self {
        Operands {
            a: Operand::read(a),
            b: Operand::read(b),
            c: Operand::write(c),
            bias: bias.map(Operand::read),
        }
    }
}

/// What a product is, for its errors: `"while multiplying 4 x 3 by 3 x 5 f32 matrices ..."`.
fn while_multiplying(cfg: &MatmulConfig, ty: &str) -> String {
    let (m, n, k) = (cfg.m, cfg.n, cfg.k);
    let batch = cfg
        .batch_size
        .map_or(String::new(), |b| format!(", batch_size {b}"));
    format!("while multiplying {m} x {k} by {k} x {n} {ty} matrices with cuBLASLt{batch}")
}

/// Checks that every buffer belongs to `dev` (the same `CudaDevice` object).
fn check_devices<T>(dev: &CudaDevice, ops: &Operands<'_, T>) -> Result<(), DriverError> {
    check_use_device(|| "A".into(), &ops.a.used(), USER, dev)?;
    check_use_device(|| "B".into(), &ops.b.used(), USER, dev)?;
    check_use_device(|| "C".into(), &ops.c.used(), USER, dev)?;
    if let Some(bias) = &ops.bias {
        check_use_device(|| "the bias".into(), &bias.used(), USER, dev)?;
    }
    Ok(())
}

/// The descriptions of one product, destroyed when dropped.
struct Described {
    a: MatrixLayout,
    b: MatrixLayout,
    c: MatrixLayout,
    desc: MatmulDesc,
}

impl Described {
    /// The layouts of A, B and C (which is D too) and the product's description, as cudarc
    /// makes them.
    fn new(
        shape: &Shape,
        types: Types,
        cfg: &MatmulConfig,
        act: Option<&Activation>,
        bias: Option<CUdeviceptr>,
    ) -> Result<Self, CublasError> {
        let layout = |op: &checks::Operand| {
            let l = MatrixLayout::new(types.matrix, op.rows, op.cols, op.ld)?;
            if let Some((count, stride)) = op.batch {
                l.set_batch(count, stride)?;
            }
            Ok::<_, CublasError>(l)
        };
        let desc = MatmulDesc::new(types.compute)?;
        desc.set_transposes(cfg.transa, cfg.transb)?;
        desc.set_epilogue(act, bias, cfg.stride_bias)?;
        Ok(Described {
            a: layout(&shape.a)?,
            b: layout(&shape.b)?,
            c: layout(&shape.c)?,
            desc,
        })
    }

    /// The fastest algorithm for this product that uses at most `workspace` bytes and works
    /// with the alignments of A, B and C.
    fn algo(
        &self,
        handle: sys::cublasLtHandle_t,
        workspace: usize,
        align: [u32; 3],
    ) -> Result<sys::cublasLtMatmulAlgo_t, CublasError> {
        let pref = MatmulPref::new(workspace, align)?;
        // SAFETY: live descriptions, ours alone; the handle may be shared between threads.
        let found = unsafe {
            result::get_matmul_algo_heuristic(
                handle,
                self.desc.handle,
                self.a.handle,
                self.b.handle,
                self.c.handle,
                self.c.handle,
                pref.handle,
            )
        }?;
        Ok(found.algo)
    }
}

/// Checks `cfg` against the buffers and that they belong to `dev`, which it makes current:
/// `Ok(None)` for a product with nothing to compute.
fn check_all<T>(
    dev: &CudaDevice,
    cfg: &MatmulConfig,
    ops: &Operands<'_, T>,
) -> Result<Option<Shape>, CublasError> {
    let lens = Lens {
        a: ops.a.len(),
        b: ops.b.len(),
        c: ops.c.len(),
        bias: ops.bias.as_ref().map(Operand::len),
    };
    let shape = checks::check(cfg, lens)?;
    dev.check_and_make_current()?;
    check_devices(dev, ops)?;
    Ok(shape)
}

/// Runs one product on `dev` with `handle`: checks `cfg` against the buffers and their device,
/// picks the stream `dest` says (for [`Dest::Thread`], the calling thread's stream of `dev`, as a
/// copy or a launch would), takes that stream's workspace from `workspace`, and enqueues `cublasLtMatmul` there,
/// ordered after every earlier use of the buffers (and of the workspace) and recorded in them:
/// A, B and the bias read, C and the workspace written. Through an adapter, the product's
/// future. Every product of cuBLASLt runs this, whichever face of the crate asks for it.
pub(crate) fn matmul_on<T, W>(
    handle: sys::cublasLtHandle_t,
    dev: &Arc<CudaDevice>,
    (types, cfg, dest): (Types, MatmulConfig, Dest<'_, AsyncDevice>),
    ops: Operands<'_, T>,
    act: Option<&Activation>,
    workspace: impl FnOnce(&Stream) -> Result<W, CublasError>,
) -> Result<Option<GpuFuture<()>>, CublasError>
where
    W: Deref<Target = Workspace>,
{
    debug_assert!(ops.c.writes() && !ops.a.writes() && !ops.b.writes());
    let what = || while_multiplying(&cfg, types.name);
    // The lengths checked below are in elements of `T`, and cuBLASLt reads and writes elements
    // of the matrix type: they must be one size (an implementation of `Matmul` of the user's
    // may say any type).
    same_size::<T>(types).map_err(|e| e.context(what()))?;
    let shape = check_all(dev, &cfg, &ops).map_err(|e| e.context(what()))?;
    let Some(shape) = shape else {
        return Ok(nothing(dest));
    };
    let mine = |e: DriverError| CublasError::from(e).context(what());
    let (a, b, c) = (ops.a.ptr(), ops.b.ptr(), ops.c.ptr());
    let bias = ops.bias.as_ref().map(Operand::ptr);
    let described =
        Described::new(&shape, types, &cfg, act, bias).map_err(|e| e.context(what()))?;
    let mut named = vec![
        ("A", ops.a.used()),
        ("B", ops.b.used()),
        ("C", ops.c.used()),
    ];
    named.extend(ops.bias.map(|x| ("the bias", x.used())));
    let sub = dest.check(dev, USER, &named).map_err(mine)?;
    let ws = workspace(sub.stream()).map_err(|e| e.context(what()))?;
    check_same_device(|| "the workspace".into(), ws.buffer.device_arc(), USER, dev)
        .map_err(mine)?;
    let mut uses: Vec<Use<'_>> = named.iter().map(|(_, u)| *u).collect();
    uses.push(ws.buffer.write());
    let align = [alignment(a), alignment(b), alignment(c)];
    let algo = described
        .algo(handle, ws.size, align)
        .map_err(|e| e.context(what()))?;
    let ws_ptr = *ws.buffer.device_ptr();
    let d = &described;
    let enqueue = |stream: crate::driver::sys::CUstream| {
        // SAFETY: the checks above put every element the layouts (and the bias, per batch of D)
        // reach within A's, B's, C's and the bias's buffers, all of `dev`, which is current;
        // `stream` is `ps`'s, live while `dev` (or the adapter) is; the ordering makes it wait
        // for every earlier use of those buffers and of the workspace (of `ws.size` bytes) on
        // any stream, and later uses wait for it: nothing else writes what it reads or uses
        // what it writes while it runs. The algorithm was found for these descriptions and
        // this workspace size; alpha and beta are host `f32`s, the scale type of the
        // description.
        unsafe {
            result::matmul(
                handle,
                d.desc.handle,
                (&cfg.alpha as *const f32).cast(),
                (&cfg.beta as *const f32).cast(),
                a as *const _,
                d.a.handle,
                b as *const _,
                d.b.handle,
                c as *const _,
                d.c.handle,
                c as *mut _,
                d.c.handle,
                &algo,
                ws_ptr as *mut _,
                ws.size,
                stream,
            )
        }
    };
    sub.submit(&uses, |_, raw| enqueue(raw))
        .map(|done| done.future())
        .map_err(|e| e.context(what()))
}

/// What a product with nothing to compute returns `dest`: nothing, or a ready future.
fn nothing(dest: Dest<'_, AsyncDevice>) -> Option<GpuFuture<()>> {
    match dest {
        Dest::Pool { pool, .. } => Some(pool.ready()),
        _ => None,
    }
}

/// Who runs cuBLASLt's products, as the checks of their buffers' devices say it.
const USER: &str = "this CudaBlasLT runs on";

#[cfg(test)]
mod tests {
    use super::*;

    fn types(matrix: sys::cudaDataType) -> Types {
        Types {
            matrix,
            compute: sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
            name: "T",
        }
    }

    #[test]
    fn a_matrix_type_of_another_size_than_t_is_refused() {
        use sys::cudaDataType_t as D;
        assert!(same_size::<f32>(types(D::CUDA_R_32F)).is_ok());
        assert!(same_size::<f64>(types(D::CUDA_R_64F)).is_ok());
        assert!(same_size::<u16>(types(D::CUDA_R_16F)).is_ok());
        let e = same_size::<u16>(types(D::CUDA_R_32F)).unwrap_err();
        assert_eq!(e.0, sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
        let m = e.to_string();
        assert!(m.contains("2 bytes") && m.contains("4 bytes"), "{m}");
        // A type whose element size the crate does not know (sub-byte) is refused too.
        let m = same_size::<u8>(types(D::CUDA_R_4F_E2M1))
            .unwrap_err()
            .to_string();
        assert!(m.contains("not one whose element size is known"), "{m}");
    }
}
