//! [`GroupedGemm`] (cudarc 0.19's): groups of products of one shape each, in one call
//! (`cublasGemmGroupedBatchedEx`, cuBLAS 12.5 and later), for `half::f16` and `half::bf16`
//! with the feature `f16` (and any element type a program describes with
//! [`GroupedGemmDtype`]).

use super::CudaBlas;
use crate::cublas::Groups;
use crate::cublas::result::CublasError;
use crate::cublas::sys;
use crate::stream_api::driver::{DevicePtr, DevicePtrMut, DeviceRepr, read_operand, write_operand};

/// An element type of [`GroupedGemm`]: its CUDA data type, the type cuBLAS computes in, and
/// the type of the scalars (`alpha`, `beta`) that computation reads (cudarc 0.19's trait).
///
/// Not sealed, as in cudarc. What an implementation says is checked before cuBLAS sees it:
/// the data type's elements must be `size_of::<Self>()` bytes, and the compute type's scalars
/// `size_of::<Self::ComputeType>()` bytes, or the product is refused.
///
/// ```
/// use cuda_driver::stream_api::cublas::{GroupedGemmDtype, sys};
/// # #[cfg(feature = "f16")] {
/// assert_eq!(<half::f16 as GroupedGemmDtype>::data_type(), sys::cudaDataType_t::CUDA_R_16F);
/// # }
/// ```
pub trait GroupedGemmDtype: DeviceRepr {
    /// The scalars' type.
    type ComputeType: DeviceRepr + Copy;

    /// The CUDA data type of `Self`.
    ///
    /// ```
    /// use cuda_driver::stream_api::cublas::{GroupedGemmDtype, sys::cudaDataType_t};
    /// # #[cfg(feature = "f16")]
    /// assert_eq!(half::bf16::data_type(), cudaDataType_t::CUDA_R_16BF);
    /// ```
    fn data_type() -> sys::cudaDataType_t;

    /// The type cuBLAS computes in.
    ///
    /// ```
    /// use cuda_driver::stream_api::cublas::{GroupedGemmDtype, sys::cublasComputeType_t};
    /// # #[cfg(feature = "f16")]
    /// assert_eq!(half::f16::compute_type(), cublasComputeType_t::CUBLAS_COMPUTE_32F);
    /// ```
    fn compute_type() -> sys::cublasComputeType_t;
}

/// `half`'s 16-bit floats, computed in f32 as cudarc does.
macro_rules! half_dtype {
    ($t:ty => $cuda:ident) => {
        #[cfg(feature = "f16")]
        impl GroupedGemmDtype for $t {
            type ComputeType = f32;

            fn data_type() -> sys::cudaDataType_t {
                sys::cudaDataType_t::$cuda
            }

            fn compute_type() -> sys::cublasComputeType_t {
                sys::cublasComputeType_t::CUBLAS_COMPUTE_32F
            }
        }
    };
}

half_dtype!(half::f16 => CUDA_R_16F);
half_dtype!(half::bf16 => CUDA_R_16BF);

/// The groups of a [`GroupedGemm::grouped_gemm`] (cudarc 0.19's): every list has one entry
/// per group; group `g` holds `problem_sizes[g]` products of its shape, each
/// `C = alphas[g] * op(A) op(B) + betas[g] * C` with `op(A)` `ms[g]` x `ks[g]`, `op(B)`
/// `ks[g]` x `ns[g]`, column-major.
///
/// ```
/// use cuda_driver::stream_api::cublas::{GroupedGemmConfig, sys::cublasOperation_t::CUBLAS_OP_N};
/// # #[cfg(feature = "f16")] {
/// // Two 2x2 products, then one 3x3.
/// let cfg = GroupedGemmConfig::<half::f16> {
///     transbs: vec![CUBLAS_OP_N; 2], transas: vec![CUBLAS_OP_N; 2],
///     ms: vec![2, 3], ns: vec![2, 3], ks: vec![2, 3],
///     alphas: vec![1.0; 2], betas: vec![0.0; 2],
///     ldas: vec![2, 3], ldbs: vec![2, 3], ldcs: vec![2, 3],
///     problem_sizes: vec![2, 1],
/// };
/// assert_eq!((cfg.group_count(), cfg.problem_count()), (2, 3));
/// # }
/// ```
#[allow(missing_docs)]
pub struct GroupedGemmConfig<T: GroupedGemmDtype> {
    /// `op(B)` of each group.
    pub transbs: Vec<sys::cublasOperation_t>,
    /// `op(A)` of each group.
    pub transas: Vec<sys::cublasOperation_t>,
    pub ms: Vec<usize>,
    pub ns: Vec<usize>,
    pub ks: Vec<usize>,
    /// The factor of each group's products, of the compute type's scalar type.
    pub alphas: Vec<T::ComputeType>,
    /// The factor of each group's previous C.
    pub betas: Vec<T::ComputeType>,
    pub ldas: Vec<usize>,
    pub ldbs: Vec<usize>,
    pub ldcs: Vec<usize>,
    /// How many products each group holds.
    pub problem_sizes: Vec<usize>,
}

impl<T: GroupedGemmDtype> std::fmt::Debug for GroupedGemmConfig<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GroupedGemmConfig")
            .field("transbs", &self.transbs)
            .field("transas", &self.transas)
            .field("ms", &self.ms)
            .field("ns", &self.ns)
            .field("ks", &self.ks)
            .field("ldas", &self.ldas)
            .field("ldbs", &self.ldbs)
            .field("ldcs", &self.ldcs)
            .field("problem_sizes", &self.problem_sizes)
            .finish_non_exhaustive()
    }
}

impl<T: GroupedGemmDtype> GroupedGemmConfig<T> {
    /// The number of products, across the groups.
    ///
    /// ```
    /// # use cuda_driver::stream_api::cublas::GroupedGemmConfig;
    /// # #[cfg(feature = "f16")] {
    /// # let cfg = GroupedGemmConfig::<half::f16> { transbs: vec![], transas: vec![], ms: vec![],
    /// #     ns: vec![], ks: vec![], alphas: vec![], betas: vec![], ldas: vec![], ldbs: vec![],
    /// #     ldcs: vec![], problem_sizes: vec![] };
    /// assert_eq!(cfg.problem_count(), 0);
    /// # }
    /// ```
    pub fn problem_count(&self) -> usize {
        self.problem_sizes.iter().sum()
    }

    /// The number of groups.
    ///
    /// ```
    /// # use cuda_driver::stream_api::cublas::GroupedGemmConfig;
    /// # #[cfg(feature = "f16")] {
    /// # let cfg = GroupedGemmConfig::<half::f16> { transbs: vec![], transas: vec![], ms: vec![],
    /// #     ns: vec![], ks: vec![], alphas: vec![], betas: vec![], ldas: vec![], ldbs: vec![],
    /// #     ldcs: vec![], problem_sizes: vec![] };
    /// assert_eq!(cfg.group_count(), 0);
    /// # }
    /// ```
    pub fn group_count(&self) -> usize {
        self.problem_sizes.len()
    }

    /// Asserts that every list has one entry per group (cudarc's).
    /// [`GroupedGemm::grouped_gemm`] checks this itself and returns an error instead.
    ///
    /// # Panics
    ///
    /// If a list has another length than `problem_sizes`.
    ///
    /// ```should_panic
    /// # use cuda_driver::stream_api::cublas::GroupedGemmConfig;
    /// # #[cfg(not(feature = "f16"))] panic!();
    /// # #[cfg(feature = "f16")] {
    /// let cfg = GroupedGemmConfig::<half::f16> { transbs: vec![], transas: vec![], ms: vec![1],
    ///     ns: vec![], ks: vec![], alphas: vec![], betas: vec![], ldas: vec![], ldbs: vec![],
    ///     ldcs: vec![], problem_sizes: vec![] };
    /// cfg.validate(); // ms has an entry too many
    /// # }
    /// ```
    #[inline]
    pub fn validate(&self) {
        let group_count = self.group_count();
        assert_eq!(self.transbs.len(), group_count);
        assert_eq!(self.transas.len(), group_count);
        assert_eq!(self.ms.len(), group_count);
        assert_eq!(self.ns.len(), group_count);
        assert_eq!(self.ks.len(), group_count);
        assert_eq!(self.alphas.len(), group_count);
        assert_eq!(self.betas.len(), group_count);
        assert_eq!(self.ldas.len(), group_count);
        assert_eq!(self.ldbs.len(), group_count);
        assert_eq!(self.ldcs.len(), group_count);
    }

    /// The groups as the crate's check and submission take them.
    fn groups(&self) -> Groups<'_> {
        Groups {
            transas: &self.transas,
            transbs: &self.transbs,
            ms: &self.ms,
            ns: &self.ns,
            ks: &self.ks,
            ldas: &self.ldas,
            ldbs: &self.ldbs,
            ldcs: &self.ldcs,
            problem_sizes: &self.problem_sizes,
            alphas: (self.alphas.as_ptr().cast(), self.alphas.len()),
            betas: (self.betas.as_ptr().cast(), self.betas.len()),
            scalar_size: size_of::<T::ComputeType>(),
            data_type: T::data_type(),
            compute_type: T::compute_type(),
        }
    }
}

/// Grouped products with elements of type `T` (cudarc 0.19's trait).
pub trait GroupedGemm<T: GroupedGemmDtype> {
    /// The products of `config`'s groups, in one call on the handle's stream (see
    /// [NVIDIA's docs](https://docs.nvidia.com/cuda/cublas/index.html#cublasgemmgroupedbatchedex)):
    /// the `i`-th product (counted across the groups, in order) multiplies `a_slices[i]` by
    /// `b_slices[i]` into `c_slices[i]`.
    ///
    /// Checked first, each refusal a `CUBLAS_STATUS_INVALID_VALUE` error naming the argument:
    /// every list of `config` has one entry per group, the slices one per product, every shape
    /// fits cuBLAS's `int`s, every product's matrices fit their buffers (with their group's
    /// leading dimensions), and `T`'s data and compute types fit `T` and its scalars. The
    /// addresses of the products' matrices are copied to device memory (cuBLAS reads them
    /// there), and the call is ordered after the earlier writes of every A and B and every
    /// earlier use of every C, on any stream. cuBLAS older than 12.5 lacks the call:
    /// `CUBLAS_STATUS_NOT_SUPPORTED`.
    ///
    /// # Safety
    ///
    /// Nothing beyond the safe call. It is `unsafe` only because cudarc's is.
    ///
    /// ```no_run
    /// # #[cfg(feature = "f16")] {
    /// use cuda_driver::stream_api::cublas::{CudaBlas, GroupedGemm, GroupedGemmConfig};
    /// use cuda_driver::stream_api::cublas::sys::cublasOperation_t::CUBLAS_OP_N;
    /// use half::f16;
    /// # let stream = cuda_driver::stream_api::driver::CudaContext::new(0)?.default_stream();
    /// let blas = CudaBlas::new(stream.clone())?;
    /// let one = |n| stream.clone_htod(&vec![f16::ONE; n]);
    /// let (a0, b0, a1, b1) = (one(4)?, one(4)?, one(9)?, one(9)?);
    /// let (mut c0, mut c1) = (stream.alloc_zeros::<f16>(4)?, stream.alloc_zeros::<f16>(9)?);
    /// let cfg = GroupedGemmConfig {
    ///     transbs: vec![CUBLAS_OP_N; 2], transas: vec![CUBLAS_OP_N; 2],
    ///     ms: vec![2, 3], ns: vec![2, 3], ks: vec![2, 3],
    ///     alphas: vec![1.0; 2], betas: vec![0.0; 2],
    ///     ldas: vec![2, 3], ldbs: vec![2, 3], ldcs: vec![2, 3],
    ///     problem_sizes: vec![1, 1],
    /// };
    /// // SAFETY: nothing to uphold (see # Safety).
    /// unsafe { blas.grouped_gemm(cfg, &[&a0, &a1], &[&b0, &b1], &mut [&mut c0, &mut c1]) }?;
    /// assert_eq!(stream.clone_dtoh(&c1)?, vec![f16::from_f32(3.0); 9]);
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    unsafe fn grouped_gemm<A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
        &self,
        config: GroupedGemmConfig<T>,
        a_slices: &[&A],
        b_slices: &[&B],
        c_slices: &mut [&mut C],
    ) -> Result<(), CublasError>;
}

impl<T: GroupedGemmDtype> GroupedGemm<T> for CudaBlas {
    unsafe fn grouped_gemm<A: DevicePtr<T>, B: DevicePtr<T>, C: DevicePtrMut<T>>(
        &self,
        config: GroupedGemmConfig<T>,
        a_slices: &[&A],
        b_slices: &[&B],
        c_slices: &mut [&mut C],
    ) -> Result<(), CublasError> {
        let a: Vec<_> = a_slices.iter().map(|x| read_operand(*x)).collect();
        let b: Vec<_> = b_slices.iter().map(|x| read_operand(*x)).collect();
        let c: Vec<_> = c_slices.iter_mut().map(|x| write_operand(*x)).collect();
        let lane = self.stream.lane();
        self.core.grouped_on(lane, &config.groups(), [&a, &b, &c])
    }
}
