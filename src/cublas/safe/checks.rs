//! What a product reads and writes, from its dimensions: the checks every product makes
//! against its buffers before cuBLAS sees them. Plain arithmetic on the arguments, in `i128`
//! so that no product of `c_int`s and `c_longlong`s overflows.

use super::super::result::CublasError;
use super::super::sys::{cublasOperation_t, cublasStatus_t};

/// What a product is, for its errors: the text is made only when one is returned.
pub(super) type Describe<'a> = &'a dyn Fn() -> String;

/// A refusal: `CUBLAS_STATUS_INVALID_VALUE`, saying why, while doing `doing`.
#[cold]
pub(super) fn refuse(doing: Describe<'_>, why: String) -> CublasError {
    let doing = doing();
    CublasError::refused(
        cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE,
        format!("{doing}: {why}"),
    )
}

/// Refuses an operation other than `CUBLAS_OP_N`, `CUBLAS_OP_T` and `CUBLAS_OP_C` (the
/// checks here know the shapes of those three only).
pub(super) fn known_op(
    doing: Describe<'_>,
    name: &str,
    op: cublasOperation_t,
) -> Result<(), CublasError> {
    match op {
        cublasOperation_t::CUBLAS_OP_N
        | cublasOperation_t::CUBLAS_OP_T
        | cublasOperation_t::CUBLAS_OP_C => Ok(()),
        other => Err(refuse(
            doing,
            format!(
                "{name} = {other:?} is not supported here (CUBLAS_OP_N, CUBLAS_OP_T or CUBLAS_OP_C)"
            ),
        )),
    }
}

/// The rows and columns of `op(X)`'s operand as stored, for `op(X)` of `rows` x `cols`.
pub(super) fn stored(op: cublasOperation_t, rows: i128, cols: i128) -> (i128, i128) {
    match op {
        cublasOperation_t::CUBLAS_OP_N => (rows, cols),
        _ => (cols, rows),
    }
}

/// One column-major matrix of a product, as an argument names it.
pub(super) struct Matrix<'a> {
    /// "A", "B" or "C".
    pub(super) name: &'a str,
    /// The leading dimension's argument name ("lda").
    pub(super) ld_name: &'a str,
    pub(super) rows: i128,
    pub(super) cols: i128,
    pub(super) ld: i128,
    /// The stride between batches, with its argument name, and the batch count.
    pub(super) batch: Option<(&'a str, i128, i128)>,
    /// The buffer's length in elements.
    pub(super) len: usize,
}

impl Matrix<'_> {
    /// Checks the leading dimension and that the buffer holds every element the product
    /// touches: `ld * (cols - 1) + rows` for one matrix, plus `stride * (batch - 1)`.
    pub(super) fn check(&self, doing: Describe<'_>) -> Result<(), CublasError> {
        let Matrix {
            name,
            ld_name,
            rows,
            cols,
            ld,
            ..
        } = *self;
        if ld < rows.max(1) {
            return Err(refuse(
                doing,
                format!(
                    "{ld_name} = {ld} is less than the {rows} rows of {name} as stored (and at least 1)"
                ),
            ));
        }
        let need = self.elements();
        if need > self.len as i128 {
            let batches = match self.batch {
                Some((s, stride, count)) if count > 1 => {
                    format!(", {count} matrices {s} = {stride} apart")
                }
                _ => String::new(),
            };
            return Err(refuse(
                doing,
                format!(
                    "{name} is {rows}x{cols} with {ld_name} = {ld}{batches}, which needs {need} elements, but its buffer has {}",
                    self.len
                ),
            ));
        }
        Ok(())
    }

    /// The elements from the first one the product touches to the last, inclusive.
    pub(super) fn elements(&self) -> i128 {
        if self.rows == 0 || self.cols == 0 {
            return 0;
        }
        let one = self.ld * (self.cols - 1) + self.rows;
        match self.batch {
            Some((_, _, 0)) => 0,
            Some((_, stride, count)) => stride * (count - 1) + one,
            None => one,
        }
    }

    /// For the output of a batched product: refuses batches that share an element, which
    /// several kernels would then write at once.
    pub(super) fn check_disjoint(&self, doing: Describe<'_>) -> Result<(), CublasError> {
        let Some((s_name, stride, count)) = self.batch else {
            return Ok(());
        };
        if count < 2 || self.rows == 0 || self.cols == 0 {
            return Ok(());
        }
        let span = self.ld * (self.cols - 1) + self.rows;
        let mut d = stride;
        for _ in 1..count {
            if d >= span {
                return Ok(());
            }
            // Batch t starts d elements after batch 0: an element of column c, row r of one is
            // column c', row r' of the other iff d = (r' - r) + (c' - c) * ld, |r' - r| < rows.
            let (q, r) = (d / self.ld, d % self.ld);
            if (r < self.rows && q < self.cols) || (r > self.ld - self.rows && q + 1 < self.cols) {
                return Err(refuse(
                    doing,
                    format!(
                        "{s_name} = {stride} makes the {count} matrices of {} ({}x{} with ld {}) overlap, and their products would write the same elements",
                        self.name, self.rows, self.cols, self.ld
                    ),
                ));
            }
            d += stride;
        }
        Ok(())
    }
}

/// Refuses a negative dimension, batch count or stride.
pub(super) fn non_negative(doing: Describe<'_>, what: &[(&str, i128)]) -> Result<(), CublasError> {
    match what.iter().find(|(_, v)| *v < 0) {
        Some((name, v)) => Err(refuse(doing, format!("{name} = {v} is negative"))),
        None => Ok(()),
    }
}

/// Checks a vector of `n` elements `inc` apart (negative: walked from the end, as BLAS does)
/// against its buffer.
pub(super) fn check_vector(
    doing: Describe<'_>,
    name: &str,
    inc_name: &str,
    n: i128,
    inc: i128,
    len: usize,
) -> Result<(), CublasError> {
    if inc == 0 {
        return Err(refuse(doing, format!("{inc_name} is 0")));
    }
    let need = if n == 0 { 0 } else { (n - 1) * inc.abs() + 1 };
    if need > len as i128 {
        return Err(refuse(
            doing,
            format!(
                "{name} has {n} elements {inc_name} = {inc} apart, which needs {need}, but its buffer has {len}"
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(
        rows: i128,
        cols: i128,
        ld: i128,
        batch: Option<(i128, i128)>,
        len: usize,
    ) -> Matrix<'static> {
        Matrix {
            name: "C",
            ld_name: "ldc",
            rows,
            cols,
            ld,
            batch: batch.map(|(s, n)| ("stride_c", s, n)),
            len,
        }
    }

    #[test]
    fn a_matrix_needs_ld_times_cols_less_the_last_columns_padding() {
        assert!(m(3, 4, 5, None, 18).check(&|| "t".into()).is_ok());
        let e = m(3, 4, 5, None, 17)
            .check(&|| "t".into())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("needs 18 elements, but its buffer has 17"),
            "{e}"
        );
        let e = m(3, 4, 2, None, 100)
            .check(&|| "t".into())
            .unwrap_err()
            .to_string();
        assert!(e.contains("ldc = 2 is less than the 3 rows"), "{e}");
        assert!(m(0, 4, 1, None, 0).check(&|| "t".into()).is_ok());
        assert!(
            m(0, 4, 0, None, 0).check(&|| "t".into()).is_err(),
            "ld must be at least 1"
        );
    }

    #[test]
    fn batches_add_their_strides_and_a_zero_stride_broadcasts() {
        assert!(m(2, 2, 2, Some((4, 3)), 12).check(&|| "t".into()).is_ok());
        assert!(m(2, 2, 2, Some((4, 3)), 11).check(&|| "t".into()).is_err());
        assert!(m(2, 2, 2, Some((0, 3)), 4).check(&|| "t".into()).is_ok());
        assert_eq!(m(2, 2, 2, Some((4, 0)), 0).elements(), 0);
    }

    #[test]
    fn output_batches_may_interleave_but_not_overlap() {
        assert!(
            m(2, 2, 2, Some((4, 3)), 12)
                .check_disjoint(&|| "t".into())
                .is_ok()
        );
        assert!(
            m(2, 2, 2, Some((3, 3)), 12)
                .check_disjoint(&|| "t".into())
                .is_err()
        );
        assert!(
            m(2, 2, 2, Some((0, 2)), 12)
                .check_disjoint(&|| "t".into())
                .is_err()
        );
        // Rows 0..2 and 2..4 of columns 4 apart: interleaved, disjoint.
        assert!(
            m(2, 3, 4, Some((2, 2)), 12)
                .check_disjoint(&|| "t".into())
                .is_ok()
        );
        assert!(
            m(2, 3, 4, Some((1, 2)), 12)
                .check_disjoint(&|| "t".into())
                .is_err()
        );
        // Batch 1 starts at row 3 of column 0, its row 1 would be row 0 of column 1.
        assert!(
            m(2, 3, 4, Some((3, 2)), 12)
                .check_disjoint(&|| "t".into())
                .is_err()
        );
        assert!(
            m(2, 2, 2, Some((0, 1)), 4)
                .check_disjoint(&|| "t".into())
                .is_ok()
        );
    }

    #[test]
    fn vectors_need_their_increments_and_refuse_zero() {
        assert!(check_vector(&|| "t".into(), "x", "incx", 3, 2, 5).is_ok());
        assert!(check_vector(&|| "t".into(), "x", "incx", 3, -2, 5).is_ok());
        assert!(check_vector(&|| "t".into(), "x", "incx", 3, 2, 4).is_err());
        assert!(check_vector(&|| "t".into(), "x", "incx", 3, 0, 100).is_err());
        assert!(check_vector(&|| "t".into(), "x", "incx", 0, 1, 0).is_ok());
    }

    #[test]
    fn a_transposed_operand_is_stored_the_other_way() {
        assert_eq!(stored(cublasOperation_t::CUBLAS_OP_N, 2, 3), (2, 3));
        assert_eq!(stored(cublasOperation_t::CUBLAS_OP_T, 2, 3), (3, 2));
        assert!(non_negative(&|| "t".into(), &[("m", 1), ("n", -1)]).is_err());
    }
}
