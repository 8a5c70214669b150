//! Grouped products (`cublasGemmGroupedBatchedEx`), for the stream API's `GroupedGemm`
//! (cudarc 0.19's): each group's shape checked against its products' buffers, the arrays of
//! pointers cuBLAS reads put in device memory, and the call submitted like every product.

use super::checks::{Matrix, known_op, refuse, stored};
use super::{CudaBlas, ProductOn, result, sys};
use crate::cublas::result::CublasError;
use crate::driver::safe::port::{Dest, Operand, Stream, Use};
use crate::driver::{DevicePtr, sys::CUdeviceptr};
use core::ffi::{c_int, c_void};

/// The groups of a grouped product, as the stream API's `GroupedGemmConfig` holds them: one
/// entry per group in every list, the scalars `scalar_size` bytes each.
pub(crate) struct Groups<'a> {
    pub(crate) transas: &'a [sys::cublasOperation_t],
    pub(crate) transbs: &'a [sys::cublasOperation_t],
    pub(crate) ms: &'a [usize],
    pub(crate) ns: &'a [usize],
    pub(crate) ks: &'a [usize],
    pub(crate) ldas: &'a [usize],
    pub(crate) ldbs: &'a [usize],
    pub(crate) ldcs: &'a [usize],
    pub(crate) problem_sizes: &'a [usize],
    /// The address and count of the alphas and the betas.
    pub(crate) alphas: (*const c_void, usize),
    pub(crate) betas: (*const c_void, usize),
    pub(crate) scalar_size: usize,
    pub(crate) data_type: sys::cudaDataType,
    pub(crate) compute_type: sys::cublasComputeType_t,
}

/// The shapes of the groups as cuBLAS takes them: `c_int`s.
struct Ints {
    m: Vec<c_int>,
    n: Vec<c_int>,
    k: Vec<c_int>,
    lda: Vec<c_int>,
    ldb: Vec<c_int>,
    ldc: Vec<c_int>,
    size: Vec<c_int>,
}

/// The bytes of one element of `t`, for the types a grouped product takes; `None` for another.
fn data_size(t: sys::cudaDataType) -> Option<usize> {
    use sys::cudaDataType_t as D;
    Some(match t {
        D::CUDA_R_16F | D::CUDA_R_16BF => 2,
        D::CUDA_R_32F => 4,
        D::CUDA_R_64F => 8,
        _ => return None,
    })
}

/// The bytes of one scalar (alpha, beta) that `t` reads; `None` for a type the crate does not
/// know.
fn scalar_size(t: sys::cublasComputeType_t) -> Option<usize> {
    use sys::cublasComputeType_t as C;
    Some(match t {
        C::CUBLAS_COMPUTE_16F | C::CUBLAS_COMPUTE_16F_PEDANTIC => 2,
        C::CUBLAS_COMPUTE_32F
        | C::CUBLAS_COMPUTE_32F_PEDANTIC
        | C::CUBLAS_COMPUTE_32F_FAST_16F
        | C::CUBLAS_COMPUTE_32F_FAST_16BF
        | C::CUBLAS_COMPUTE_32F_FAST_TF32 => 4,
        C::CUBLAS_COMPUTE_64F | C::CUBLAS_COMPUTE_64F_PEDANTIC => 8,
        _ => return None,
    })
}

impl Groups<'_> {
    /// Checks that every list has one entry per group and that the types fit `T`; the shapes
    /// as `c_int`s and the number of products.
    fn check<T>(&self, doing: &dyn Fn() -> String) -> Result<(Ints, usize), CublasError> {
        let groups = self.problem_sizes.len();
        let lists = [
            ("transas", self.transas.len()),
            ("transbs", self.transbs.len()),
            ("ms", self.ms.len()),
            ("ns", self.ns.len()),
            ("ks", self.ks.len()),
            ("alphas", self.alphas.1),
            ("betas", self.betas.1),
            ("ldas", self.ldas.len()),
            ("ldbs", self.ldbs.len()),
            ("ldcs", self.ldcs.len()),
        ];
        if let Some((name, len)) = lists.iter().find(|(_, len)| *len != groups) {
            let why = format!("{name} has {len} entries, but problem_sizes has {groups} groups");
            return Err(refuse(doing, why));
        }
        let ty = std::any::type_name::<T>();
        if data_size(self.data_type) != Some(size_of::<T>()) {
            let why = format!(
                "{ty} is {} bytes, but the elements of its data type {:?} \
                 (GroupedGemmDtype::data_type) are not",
                size_of::<T>(),
                self.data_type
            );
            return Err(refuse(doing, why));
        }
        if scalar_size(self.compute_type) != Some(self.scalar_size) {
            let why = format!(
                "the compute type {:?} (GroupedGemmDtype::compute_type) does not read scalars of \
                 {} bytes, the size of {ty}'s ComputeType",
                self.compute_type, self.scalar_size
            );
            return Err(refuse(doing, why));
        }
        let ints = |name: &str, list: &[usize]| {
            list.iter()
                .enumerate()
                .map(|(g, &v)| {
                    c_int::try_from(v).map_err(|_| {
                        refuse(
                            doing,
                            format!("{name}[{g}] = {v} is more than cuBLAS takes"),
                        )
                    })
                })
                .collect::<Result<Vec<_>, _>>()
        };
        let ints = Ints {
            m: ints("ms", self.ms)?,
            n: ints("ns", self.ns)?,
            k: ints("ks", self.ks)?,
            lda: ints("ldas", self.ldas)?,
            ldb: ints("ldbs", self.ldbs)?,
            ldc: ints("ldcs", self.ldcs)?,
            size: ints("problem_sizes", self.problem_sizes)?,
        };
        c_int::try_from(groups).map_err(|_| refuse(doing, format!("{groups} groups")))?;
        let problems = self
            .problem_sizes
            .iter()
            .try_fold(0usize, |n, &s| n.checked_add(s))
            .filter(|&n| n <= c_int::MAX as usize)
            .ok_or_else(|| {
                refuse(
                    doing,
                    "the problem sizes add up to more than cuBLAS takes".into(),
                )
            })?;
        Ok((ints, problems))
    }

    /// Checks the shape of group `g` (its operations) and its products' matrices, the `i`-th
    /// product of all at first, against their buffers.
    fn check_group<T>(
        &self,
        doing: &dyn Fn() -> String,
        g: usize,
        first: usize,
        [a, b, c]: [&[Operand<'_, T>]; 3],
    ) -> Result<(), CublasError> {
        known_op(doing, &format!("transas[{g}]"), self.transas[g])?;
        known_op(doing, &format!("transbs[{g}]"), self.transbs[g])?;
        let (m, n, k) = (self.ms[g] as i128, self.ns[g] as i128, self.ks[g] as i128);
        let (ar, ac) = stored(self.transas[g], m, k);
        let (br, bc) = stored(self.transbs[g], k, n);
        let shapes = [
            ("a_slices", "ldas", ar, ac, self.ldas[g], a),
            ("b_slices", "ldbs", br, bc, self.ldbs[g], b),
            ("c_slices", "ldcs", m, n, self.ldcs[g], c),
        ];
        for i in first..first + self.problem_sizes[g] {
            for (list, ld_list, rows, cols, ld, ops) in shapes {
                let (name, ld_name) = (format!("{list}[{i}]"), format!("{ld_list}[{g}]"));
                let matrix = Matrix {
                    name: &name,
                    ld_name: &ld_name,
                    rows,
                    cols,
                    ld: ld as i128,
                    batch: None,
                    len: ops[i].len(),
                };
                matrix.check(doing)?;
            }
        }
        Ok(())
    }
}

impl CudaBlas {
    /// A grouped product on `stream`: every list of `groups` checked to have one entry per
    /// group, the element and scalar types against `T`, each product's matrices against their
    /// buffers (`a[i]`, `b[i]`, `c[i]` for the `i`-th product, counted across the groups), then
    /// the arrays of the products' addresses copied to device memory and the call submitted
    /// like every product: after the earlier writes of A and B and every earlier use of C on
    /// any stream, recorded in every buffer.
    pub(crate) fn grouped_on<T>(
        &self,
        stream: &Stream,
        groups: &Groups<'_>,
        [a, b, c]: [&[Operand<'_, T>]; 3],
    ) -> Result<(), CublasError> {
        let doing = || {
            let ty = std::any::type_name::<T>();
            let n = groups.problem_sizes.len();
            format!("while computing a grouped {ty} gemm of {n} groups")
        };
        let (ints, problems) = groups.check::<T>(&doing)?;
        for (name, list) in [("a_slices", a), ("b_slices", b), ("c_slices", c)] {
            if list.len() != problems {
                let why = format!(
                    "{name} has {} matrices, but the groups hold {problems} problems",
                    list.len()
                );
                return Err(refuse(&doing, why));
            }
        }
        let mut first = 0;
        for g in 0..groups.problem_sizes.len() {
            groups.check_group(&doing, g, first, [a, b, c])?;
            first += groups.problem_sizes[g];
        }
        let mut names: Vec<(String, Use<'_>)> = Vec::with_capacity(3 * problems + 1);
        for (list, ops) in [("a_slices", a), ("b_slices", b), ("c_slices", c)] {
            for (i, o) in ops.iter().enumerate() {
                names.push((format!("{list}[{i}]"), o.used()));
            }
        }
        let mut named: Vec<(&str, Use<'_>)> = names.iter().map(|(n, u)| (&n[..], *u)).collect();
        if problems == 0 {
            return self.nothing(Dest::Stream(stream), &doing, &named).map(drop);
        }
        let addresses: Vec<CUdeviceptr> = [a, b, c]
            .into_iter()
            .flat_map(|ops| ops.iter().map(Operand::ptr))
            .collect();
        let mine = |e: crate::driver::DriverError| CublasError::from(e).context(doing());
        let arrays = self.device.htod_sync_copy(&addresses).map_err(mine)?;
        named.push((
            "the arrays of addresses",
            crate::driver::safe::port::Sealed::read(&arrays),
        ));
        let p = *arrays.device_ptr();
        let at = |i: usize| (p + (i * problems * size_of::<CUdeviceptr>()) as u64) as *const _;
        let call = |h| {
            // SAFETY: `enqueue`'s promise (the handle in the host pointer mode); every list has
            // one entry per group, of the types cuBLAS reads for these data and compute types
            // (checked); the arrays of addresses are device memory of this device holding one
            // address per product, each of a buffer holding every element its product touches
            // (checked), ordered by the submission; C's buffers are distinct `&mut` borrows.
            unsafe {
                result::gemm_grouped_batched_ex(
                    h,
                    groups.transas.as_ptr(),
                    groups.transbs.as_ptr(),
                    ints.m.as_ptr(),
                    ints.n.as_ptr(),
                    ints.k.as_ptr(),
                    groups.alphas.0,
                    at(0),
                    groups.data_type,
                    ints.lda.as_ptr(),
                    at(1),
                    groups.data_type,
                    ints.ldb.as_ptr(),
                    groups.betas.0,
                    at(2) as *const *mut c_void,
                    groups.data_type,
                    ints.ldc.as_ptr(),
                    ints.size.len() as c_int,
                    ints.size.as_ptr(),
                    groups.compute_type,
                )
            }
        };
        self.enqueue(Dest::Stream(stream), &doing, &named, None, |on| match on {
            ProductOn::Handle(h) => call(h),
            ProductOn::Kernel(..) => unreachable!("a grouped gemm asks for no kernel"),
        })
        .map(drop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sys::cublasOperation_t::CUBLAS_OP_N;

    const OPS: [sys::cublasOperation_t; 2] = [CUBLAS_OP_N; 2];
    const TWO: [usize; 2] = [2, 3];
    const SCALARS: [f32; 2] = [1.0, 0.0];

    /// Two groups (two products of 2x2, one of 3x3) of f16 computed in f32.
    fn groups() -> Groups<'static> {
        Groups {
            transas: &OPS,
            transbs: &OPS,
            ms: &TWO,
            ns: &TWO,
            ks: &TWO,
            ldas: &TWO,
            ldbs: &TWO,
            ldcs: &TWO,
            problem_sizes: &[2, 1],
            alphas: (SCALARS.as_ptr().cast(), 2),
            betas: (SCALARS.as_ptr().cast(), 2),
            scalar_size: 4,
            data_type: sys::cudaDataType_t::CUDA_R_16F,
            compute_type: sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
        }
    }

    fn why(r: Result<(Ints, usize), CublasError>) -> String {
        match r {
            Ok(_) => panic!("not refused"),
            Err(e) => {
                assert_eq!(e.0, sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
                e.to_string()
            }
        }
    }

    #[test]
    fn groups_that_fit_count_their_problems() {
        let (ints, problems) = groups().check::<u16>(&|| "t".into()).unwrap();
        assert_eq!(problems, 3);
        assert_eq!((ints.m, ints.size), (vec![2, 3], vec![2, 1]));
    }

    #[test]
    fn a_list_of_another_length_than_the_groups_is_refused_by_name() {
        let g = Groups {
            ldbs: &[2],
            ..groups()
        };
        let e = why(g.check::<u16>(&|| "t".into()));
        assert!(
            e.contains("ldbs has 1 entries, but problem_sizes has 2 groups"),
            "{e}"
        );
        let g = Groups {
            betas: (SCALARS.as_ptr().cast(), 1),
            ..groups()
        };
        assert!(why(g.check::<u16>(&|| "t".into())).contains("betas has 1"));
    }

    #[test]
    fn types_that_do_not_fit_the_elements_or_the_scalars_are_refused() {
        let e = why(groups().check::<f32>(&|| "t".into()));
        assert!(
            e.contains("f32 is 4 bytes") && e.contains("CUDA_R_16F"),
            "{e}"
        );
        let g = Groups {
            scalar_size: 2,
            ..groups()
        };
        let e = why(g.check::<u16>(&|| "t".into()));
        assert!(e.contains("does not read scalars of 2 bytes"), "{e}");
        let g = Groups {
            data_type: sys::cudaDataType_t::CUDA_R_8I,
            ..groups()
        };
        assert!(why(g.check::<u8>(&|| "t".into())).contains("CUDA_R_8I"));
    }

    #[test]
    fn shapes_beyond_cublas_ints_are_refused_by_name() {
        let big = [2, 1 << 31];
        let g = Groups {
            ks: &big,
            ..groups()
        };
        let e = why(g.check::<u16>(&|| "t".into()));
        assert!(
            e.contains("ks[1] = 2147483648 is more than cuBLAS takes"),
            "{e}"
        );
        let g = Groups {
            problem_sizes: &[usize::MAX, 2],
            ..groups()
        };
        assert!(why(g.check::<u16>(&|| "t".into())).contains("problem_sizes[0]"));
    }
}
