//! The comparison table: one row per workload with the raw floor's time, ours and cudarc's,
//! the ratios, and the target with its verdict. Its lines are pasted into BENCHMARKS.md and
//! compared across runs, so their format stays as it is.

/// What a row is held to.
#[derive(Clone, Copy)]
pub(crate) enum Target {
    /// ours / raw at most this.
    Max(f64),
    /// ours / raw at least this (for times: raw / ours).
    Speed(f64),
    /// ours at most this many seconds.
    Under(f64),
    /// ours / cudarc at most this.
    MaxPeer(f64),
}

/// One workload's times, in seconds (`None`: not measured).
pub(crate) struct Row {
    pub name: &'static str,
    pub raw: Option<f64>,
    pub ours: Option<f64>,
    pub cudarc: Option<f64>,
    pub target: Option<Target>,
}

/// A time in microseconds below a millisecond, else in milliseconds.
pub(crate) fn fmt_time(s: Option<f64>) -> String {
    match s {
        None => "n/a".into(),
        Some(s) if s < 1e-3 => format!("{:.2} us", s * 1e6),
        Some(s) => format!("{:.2} ms", s * 1e3),
    }
}

/// `a / b` as a ratio column.
pub(crate) fn ratio(a: Option<f64>, b: Option<f64>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.2}x", a / b),
        _ => "n/a".into(),
    }
}

/// The target column: the target and whether it was met.
pub(crate) fn verdict(r: &Row) -> String {
    let (Some(t), Some(ours)) = (r.target, r.ours) else {
        return String::new();
    };
    let met = |ok: bool| if ok { "met" } else { "MISSED" };
    match t {
        Target::Max(m) => {
            let Some(raw) = r.raw else {
                return String::new();
            };
            format!("<= {m:.2}x raw: {}", met(ours / raw <= m))
        }
        Target::Speed(m) => {
            let Some(raw) = r.raw else {
                return String::new();
            };
            format!(">= {m:.2}x raw speed: {}", met(raw / ours >= m))
        }
        Target::Under(s) => format!("< {}: {}", fmt_time(Some(s)), met(ours < s)),
        Target::MaxPeer(m) => {
            let Some(peer) = r.cudarc else {
                return String::new();
            };
            format!("<= {m:.2}x cudarc: {}", met(ours / peer <= m))
        }
    }
}

/// Prints `title`, the table of `rows` (each figure the median of `reps` runs) and the notes.
pub(crate) fn print_table(title: &str, reps: usize, rows: &[Row], notes: &[String]) {
    println!("\n{title}");
    println!("median of {reps} runs after warm-up; ratios are times (lower is better)\n");
    println!(
        "| workload | raw (sys) | cuda-driver | cudarc 0.19 | ours/raw | ours/cudarc | target |"
    );
    println!("|---|---|---|---|---|---|---|");
    for r in rows {
        println!(
            "| {} | {} | {} | {} | {} | {} | {} |",
            r.name,
            fmt_time(r.raw),
            fmt_time(r.ours),
            fmt_time(r.cudarc),
            ratio(r.ours, r.raw),
            ratio(r.ours, r.cudarc),
            verdict(r)
        );
    }
    println!();
    for n in notes {
        println!("{n}");
    }
}
