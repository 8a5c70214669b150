//! The checks of a matrix product's arguments against its buffers, before any cuBLASLt call:
//! what each matrix's layout reads or writes must lie within its buffer.

use super::types::MatmulConfig;
use crate::cublaslt::result::CublasError;
use crate::cublaslt::sys;
use core::ffi::c_int;

/// One matrix of a product as cuBLASLt's layout describes it: `rows` x `cols`, column-major,
/// columns `ld` apart, and (when cudarc sets it, with both a batch size and a stride) `count`
/// matrices `stride` elements apart.
#[derive(Clone, Copy, Debug)]
pub(super) struct Operand {
    pub(super) name: &'static str,
    pub(super) rows: u64,
    pub(super) cols: u64,
    pub(super) ld: i64,
    pub(super) batch: Option<(c_int, i64)>,
}

impl Operand {
    /// How many matrices the layout holds.
    pub(super) fn count(&self) -> i128 {
        self.batch.map_or(1, |(c, _)| c as i128)
    }

    /// The elements from the first that the layout reaches: `stride * (count - 1) +
    /// ld * (cols - 1) + rows` (none for an empty matrix).
    fn span(&self) -> i128 {
        if self.rows == 0 || self.cols == 0 || self.count() == 0 {
            return 0;
        }
        // Saturating: a layout too large for 128 bits reaches more than any buffer holds.
        let stride = self.batch.map_or(0, |(_, s)| s as i128);
        let columns = (self.ld as i128).saturating_mul(self.cols as i128 - 1);
        (stride * (self.count() - 1))
            .saturating_add(columns)
            .saturating_add(self.rows as i128)
    }

    /// `lda` etc.
    fn ld_name(&self) -> String {
        format!("ld{}", self.name.to_lowercase())
    }
}

/// The lengths (in elements) of the buffers given.
#[derive(Clone, Copy, Debug)]
pub(super) struct Lens {
    pub(super) a: usize,
    pub(super) b: usize,
    pub(super) c: usize,
    pub(super) bias: Option<usize>,
}

/// The three matrices of a product that passed the checks.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shape {
    pub(super) a: Operand,
    pub(super) b: Operand,
    pub(super) c: Operand,
}

/// A refusal: `CUBLAS_STATUS_INVALID_VALUE` saying why.
fn no(why: String) -> CublasError {
    CublasError::refused(sys::cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE, why)
}

/// The layouts of `cfg`, as cudarc makes them.
pub(super) fn shape(cfg: &MatmulConfig) -> Shape {
    let batch = |stride: Option<i64>| cfg.batch_size.zip(stride);
    let (a_rows, a_cols) = if cfg.transa {
        (cfg.k, cfg.m)
    } else {
        (cfg.m, cfg.k)
    };
    let (b_rows, b_cols) = if cfg.transb {
        (cfg.n, cfg.k)
    } else {
        (cfg.k, cfg.n)
    };
    Shape {
        a: Operand {
            name: "A",
            rows: a_rows,
            cols: a_cols,
            ld: cfg.lda,
            batch: batch(cfg.stride_a),
        },
        b: Operand {
            name: "B",
            rows: b_rows,
            cols: b_cols,
            ld: cfg.ldb,
            batch: batch(cfg.stride_b),
        },
        c: Operand {
            name: "C",
            rows: cfg.m,
            cols: cfg.n,
            ld: cfg.ldc,
            batch: batch(cfg.stride_c),
        },
    }
}

/// Checks `cfg` against buffers of `lens` elements: `Ok(None)` for a product with nothing to
/// compute (`m`, `n` or the batch size 0), `Ok(Some(shape))` for one whose every read and
/// write lies within the buffers, else a refusal naming the argument and the numbers.
pub(super) fn check(cfg: &MatmulConfig, lens: Lens) -> Result<Option<Shape>, CublasError> {
    let s = shape(cfg);
    if let Some(b) = cfg.batch_size.filter(|&b| b < 0) {
        return Err(no(format!("batch_size is {b}: a batch size is at least 0")));
    }
    let strides = [
        ("stride_a", cfg.stride_a),
        ("stride_b", cfg.stride_b),
        ("stride_c", cfg.stride_c),
        ("stride_bias", cfg.stride_bias),
    ];
    for (name, stride) in strides {
        if let Some(st) = stride.filter(|&st| st < 0) {
            return Err(no(format!("{name} is {st}: a negative stride is refused")));
        }
    }
    if cfg.m == 0 || cfg.n == 0 || cfg.batch_size == Some(0) {
        return Ok(None);
    }
    for op in [s.a, s.b, s.c] {
        if op.ld < 1 {
            let ld = op.ld_name();
            return Err(no(format!(
                "{ld} is {}: a leading dimension is at least 1",
                op.ld
            )));
        }
    }
    if cfg.k == 0 {
        return Err(no(
            "k is 0: cuBLASLt multiplies no matrices with an empty inner dimension".into(),
        ));
    }
    for (op, trans) in [
        (s.a, Some(cfg.transa)),
        (s.b, Some(cfg.transb)),
        (s.c, None),
    ] {
        if (op.ld as i128) < op.rows as i128 {
            let how = trans.map_or(String::new(), |t| {
                let flag = if op.name == "A" { "transa" } else { "transb" };
                format!(" ({flag} {t})")
            });
            let (ld, name, rows) = (op.ld_name(), op.name, op.rows);
            return Err(no(format!(
                "{ld} is {}, less than the {rows} rows of {name}{how}",
                op.ld
            )));
        }
    }
    check_c_batches(cfg, &s)?;
    let lens_of = [(s.a, lens.a), (s.b, lens.b), (s.c, lens.c)];
    for (op, len) in lens_of {
        check_len(cfg, &op, len)?;
    }
    if let Some(len) = lens.bias {
        check_bias(cfg, &s.c, len)?;
    }
    Ok(Some(s))
}

/// C's batches must not overlap: the product would write some elements twice, in any order.
/// Accepted: batches one after another (`stride_c` at least a batch's span), or side by side
/// within each column (`stride_c` at least `m`, and every batch's column within `ldc`). A
/// batched A or B with one C is refused too (every batch would write that C).
fn check_c_batches(cfg: &MatmulConfig, s: &Shape) -> Result<(), CublasError> {
    let c = &s.c;
    let count = c.count();
    if count == 1 && (s.a.count() > 1 || s.b.count() > 1) {
        return Err(no(format!(
            "batch_size is {} with stride_a or stride_b but no stride_c: every batch would \
             write the same C",
            cfg.batch_size.unwrap_or(1)
        )));
    }
    let Some((_, stride)) = c.batch.filter(|_| count > 1) else {
        return Ok(());
    };
    let (m, ld, stride) = (c.rows as i128, c.ld as i128, stride as i128);
    let one = ld.saturating_mul(c.cols as i128 - 1).saturating_add(m);
    let after_another = stride >= one;
    let side_by_side = stride >= m && stride * (count - 1) + m <= ld;
    if after_another || side_by_side {
        return Ok(());
    }
    Err(no(format!(
        "stride_c is {stride}: the {count} batches of C ({m} x {} elements, ldc {ld}) would \
         overlap; stride_c must be at least {one} (one batch after another), or at least {m} \
         with (batch_size - 1) * stride_c + {m} at most ldc (side by side in each column)",
        c.cols
    )))
}

/// What `op`'s layout reaches must lie within its buffer of `len` elements.
fn check_len(cfg: &MatmulConfig, op: &Operand, len: usize) -> Result<(), CublasError> {
    let need = op.span();
    if need <= len as i128 {
        return Ok(());
    }
    let batch = match op.batch {
        Some((count, stride)) => {
            let st = format!("stride_{}", op.name.to_lowercase());
            format!(", {count} batches with {st} {stride}")
        }
        None => String::new(),
    };
    let (m, n, k) = (cfg.m, cfg.n, cfg.k);
    Err(no(format!(
        "{} holds {len} elements, fewer than the {need} its layout reaches ({} x {} of m {m}, \
         n {n}, k {k}, {} {}{batch})",
        op.name,
        op.rows,
        op.cols,
        op.ld_name(),
        op.ld
    )))
}

/// The bias is read `m` elements per batch of D, `stride_bias` apart (0 when not given).
fn check_bias(cfg: &MatmulConfig, c: &Operand, len: usize) -> Result<(), CublasError> {
    let stride = cfg.stride_bias.unwrap_or(0) as i128;
    let need = stride * (c.count() - 1) + c.rows as i128;
    if need <= len as i128 {
        return Ok(());
    }
    Err(no(format!(
        "the bias holds {len} elements, fewer than the {need} read: m {} per batch, {} \
         batches, stride_bias {stride}",
        c.rows,
        c.count()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cublaslt::sys::cublasStatus_t;

    fn cfg(m: u64, n: u64, k: u64) -> MatmulConfig {
        MatmulConfig {
            transa: false,
            transb: false,
            m,
            n,
            k,
            alpha: 1.0,
            lda: m as i64,
            ldb: k as i64,
            beta: 0.0,
            ldc: m as i64,
            stride_a: None,
            stride_b: None,
            stride_c: None,
            stride_bias: None,
            batch_size: None,
        }
    }

    fn lens(a: usize, b: usize, c: usize) -> Lens {
        Lens {
            a,
            b,
            c,
            bias: None,
        }
    }

    #[track_caller]
    fn refused(cfg: &MatmulConfig, lens: Lens, words: &[&str]) {
        let e = check(cfg, lens).unwrap_err();
        assert_eq!(e.0, cublasStatus_t::CUBLAS_STATUS_INVALID_VALUE);
        let msg = e.to_string();
        for w in words {
            assert!(msg.contains(w), "{w:?} not in {msg}");
        }
    }

    #[test]
    fn exact_buffers_pass_and_one_element_short_is_refused() {
        let c = cfg(4, 5, 3);
        assert!(check(&c, lens(12, 15, 20)).unwrap().is_some());
        refused(&c, lens(11, 15, 20), &["A holds 11", "12", "lda 4"]);
        refused(&c, lens(12, 14, 20), &["B holds 14", "15"]);
        refused(&c, lens(12, 15, 19), &["C holds 19", "20"]);
        let t = MatmulConfig {
            transa: true,
            transb: true,
            lda: 3,
            ldb: 5,
            ..c
        };
        assert!(check(&t, lens(12, 15, 20)).unwrap().is_some());
        refused(
            &MatmulConfig { lda: 2, ..t },
            lens(99, 99, 99),
            &["lda is 2", "3 rows of A", "transa true"],
        );
    }

    #[test]
    fn empty_products_do_nothing_and_k_0_is_refused() {
        assert!(check(&cfg(0, 5, 3), lens(0, 0, 0)).unwrap().is_none());
        assert!(check(&cfg(4, 0, 3), lens(0, 0, 0)).unwrap().is_none());
        let none = MatmulConfig {
            batch_size: Some(0),
            ..cfg(4, 5, 3)
        };
        assert!(check(&none, lens(0, 0, 0)).unwrap().is_none());
        refused(
            &MatmulConfig {
                ldb: 1,
                ..cfg(4, 5, 0)
            },
            lens(99, 99, 99),
            &["k is 0"],
        );
        refused(
            &MatmulConfig {
                batch_size: Some(-1),
                ..cfg(4, 5, 3)
            },
            lens(99, 99, 99),
            &["batch_size is -1"],
        );
        refused(
            &MatmulConfig {
                ldc: 0,
                ..cfg(4, 5, 3)
            },
            lens(99, 99, 99),
            &["ldc is 0"],
        );
    }

    #[test]
    fn batches_reach_stride_times_count_and_c_batches_must_not_overlap() {
        let b = MatmulConfig {
            stride_a: Some(12),
            stride_b: Some(0),
            stride_c: Some(20),
            batch_size: Some(3),
            ..cfg(4, 5, 3)
        };
        assert!(check(&b, lens(36, 15, 60)).unwrap().is_some());
        refused(
            &b,
            lens(35, 15, 60),
            &["A holds 35", "36", "3 batches with stride_a 12"],
        );
        refused(&b, lens(36, 15, 59), &["C holds 59", "60"]);
        refused(
            &MatmulConfig {
                stride_c: Some(19),
                ..b
            },
            lens(99, 99, 99),
            &["stride_c is 19", "overlap"],
        );
        refused(
            &MatmulConfig {
                stride_a: Some(-1),
                ..b
            },
            lens(99, 99, 99),
            &["stride_a is -1"],
        );
        refused(
            &MatmulConfig {
                stride_c: None,
                ..b
            },
            lens(99, 99, 99),
            &["no stride_c"],
        );
        // Side by side in each column: ldc 12 holds three columns of 4.
        let side = MatmulConfig {
            ldc: 12,
            stride_c: Some(4),
            ..b
        };
        assert!(check(&side, lens(36, 15, 12 * 4 + 12)).unwrap().is_some());
        refused(
            &MatmulConfig { ldc: 11, ..side },
            lens(99, 99, 999),
            &["stride_c is 4"],
        );
    }

    #[test]
    fn layouts_too_large_for_any_buffer_are_refused_without_overflow() {
        // B and C: 2^64 - 1 columns, 2^63 - 1 elements apart.
        let huge = MatmulConfig {
            ldb: i64::MAX,
            ldc: i64::MAX,
            ..cfg(1, u64::MAX, 1)
        };
        let all = lens(usize::MAX, usize::MAX, usize::MAX);
        refused(&huge, all, &["B holds", "fewer than"]);
        let batched = MatmulConfig {
            stride_a: Some(i64::MAX),
            stride_b: Some(i64::MAX),
            stride_c: Some(i64::MAX),
            batch_size: Some(i32::MAX),
            ..huge
        };
        refused(&batched, all, &["stride_c is", "overlap"]);
    }

    #[test]
    fn the_bias_holds_m_per_batch() {
        let mut l = lens(12, 15, 20);
        l.bias = Some(4);
        assert!(check(&cfg(4, 5, 3), l).unwrap().is_some());
        l.bias = Some(3);
        refused(&cfg(4, 5, 3), l, &["the bias holds 3", "fewer than the 4"]);
        let b = MatmulConfig {
            stride_c: Some(20),
            stride_bias: Some(4),
            batch_size: Some(2),
            ..cfg(4, 5, 3)
        };
        l = lens(12, 15, 40);
        l.bias = Some(7);
        refused(&b, l, &["the bias holds 7", "8"]);
        l.bias = Some(8);
        assert!(check(&b, l).unwrap().is_some());
    }
}
