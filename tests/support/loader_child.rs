//! The child processes of the loader tests: a library is searched once per process, so each
//! case re-runs the test binary with only its `child_load` test selected, the library's
//! override variable set (or unset) and the binary's marker variable set; the child loads the
//! library and prints what happened as `KEY: value` lines, then `CHILD DONE`.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs this binary's `child_load` test with `marker=1` and `var=value` (unset for `None`),
/// and returns its stdout; fails if the child failed or did not finish.
pub(crate) fn run_child(marker: &str, var: &str, value: Option<&Path>) -> String {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", "child_load", "--nocapture", "--test-threads=1"])
        .env(marker, "1")
        .env_remove(var);
    if let Some(v) = value {
        cmd.env(var, v);
    }
    let out = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && !stderr.contains("panicked"),
        "child failed ({}):\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        out.status
    );
    assert!(
        stdout.contains("CHILD DONE"),
        "child did not finish:\n{stdout}"
    );
    stdout
}

/// The value of the child's `key: value` line.
pub(crate) fn field<'a>(stdout: &'a str, key: &str) -> &'a str {
    let prefix = format!("{key}: ");
    stdout
        .lines()
        .find_map(|l| l.strip_prefix(prefix.as_str()))
        .unwrap_or_else(|| panic!("no {key} line in:\n{stdout}"))
}

/// `s` on one line, for a `key: value` line.
pub(crate) fn one_line(s: impl std::fmt::Display) -> String {
    s.to_string().replace('\n', " | ")
}

/// The C library this process uses (from `/proc/self/maps`, Linux): a real shared library that
/// is none of the CUDA ones.
pub(crate) fn libc_path() -> PathBuf {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
    maps.lines()
        .filter_map(|l| l.split_whitespace().nth(5))
        .find(|p| p.contains("/libc.so") || p.contains("/libc-"))
        .map(PathBuf::from)
        .expect("libc is mapped")
}
