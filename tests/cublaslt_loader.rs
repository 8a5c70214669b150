//! Loading cuBLASLt (feature `cublaslt`), without a GPU: a missing library is a `CublasError`
//! listing what was tried and naming `CUDA_DRIVER_CUBLASLT_PATH`, an override pointing at a
//! wrong library names the missing function, and where cuBLASLt is installed (CI installs the
//! `nvidia-cublas-cu12` wheel) its version reads: `REQUIRE_CUBLASLT=1` makes its absence a
//! failure.
//!
//! cuBLASLt is searched once per process, so each case runs in a child process, as in
//! tests/curand_loader.rs: the parent re-runs this binary with `child_load` selected, the
//! override variable set and `CUDA_DRIVER_CUBLASLT_LOADER_CHILD=1`; the child loads cuBLASLt
//! and prints what happened. Built only with the feature (`required-features` in Cargo.toml).

use std::path::{Path, PathBuf};
use std::process::Command;

const MARKER: &str = "CUDA_DRIVER_CUBLASLT_LOADER_CHILD";
const VAR: &str = "CUDA_DRIVER_CUBLASLT_PATH";

/// Runs the child with `CUDA_DRIVER_CUBLASLT_PATH=value` (unset for `None`) and returns its
/// stdout.
fn run_child(value: Option<&Path>) -> String {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args(["--exact", "child_load", "--nocapture", "--test-threads=1"])
        .env(MARKER, "1")
        .env_remove(VAR);
    if let Some(v) = value {
        cmd.env(VAR, v);
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

fn field<'a>(stdout: &'a str, key: &str) -> &'a str {
    let prefix = format!("{key}: ");
    stdout
        .lines()
        .find_map(|l| l.strip_prefix(prefix.as_str()))
        .unwrap_or_else(|| panic!("no {key} line in:\n{stdout}"))
}

fn one_line(s: impl std::fmt::Display) -> String {
    s.to_string().replace('\n', " | ")
}

/// The C library this process uses: a real shared library that is not cuBLASLt.
#[cfg(target_os = "linux")]
fn libc_path() -> PathBuf {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
    maps.lines()
        .filter_map(|l| l.split_whitespace().nth(5))
        .find(|p| p.contains("/libc.so") || p.contains("/libc-"))
        .map(PathBuf::from)
        .expect("libc is mapped")
}

/// Creates a handle, the first call a program makes. Without a GPU a loaded cuBLASLt may
/// refuse it: only an error with a loading failure behind it means the library is missing.
#[test]
fn child_load() {
    use cuda_driver::cublaslt::{result, sys};
    if std::env::var_os(MARKER).is_none() {
        return;
    }
    println!();
    match result::create_handle() {
        Err(e) if e.load_error().is_some() => {
            println!("LOADED: no");
            println!("CODE: {:?}", e.0);
            println!("DISPLAY: {}", one_line(e));
            let load = e.load_error().expect("a loading error");
            println!("LIBRARY: {}", load.library());
            println!("TRIED: {}", one_line(format!("{:?}", load.tried())));
            println!("MISSING: {:?}", load.missing_symbol());
        }
        made => {
            println!("LOADED: yes");
            // SAFETY: reads a number.
            println!("VERSION: {}", unsafe { sys::cublasLtGetVersion() });
            if let Ok(handle) = made {
                // SAFETY: made just above, destroyed once.
                unsafe { result::destroy_handle(handle) }.unwrap();
            }
        }
    }
    println!("CHILD DONE");
}

#[test]
fn a_missing_override_file_is_named_with_the_variable() {
    let out = run_child(Some(Path::new("/nonexistent/libcublasLt-test.so.12")));
    assert_eq!(field(&out, "LOADED"), "no");
    assert_eq!(field(&out, "CODE"), "CUBLAS_STATUS_NOT_INITIALIZED");
    assert_eq!(field(&out, "LIBRARY"), "cuBLASLt");
    let display = field(&out, "DISPLAY");
    assert!(display.contains("could not load cuBLASLt"), "{display}");
    assert!(display.contains(VAR), "{display}");
    let tried = field(&out, "TRIED");
    assert!(
        tried.starts_with("[(\"/nonexistent/libcublasLt-test.so.12\""),
        "{tried}"
    );
    assert_eq!(field(&out, "MISSING"), "None");
}

#[test]
fn without_an_override_the_search_finds_cublaslt_or_lists_every_path_tried() {
    let out = run_child(None);
    if field(&out, "LOADED") == "yes" {
        let v: usize = field(&out, "VERSION").parse().unwrap();
        assert!(v >= 120000, "cuBLASLt version {v}");
        return;
    }
    // CI installs the wheel: there the search must find it.
    assert!(
        std::env::var("REQUIRE_CUBLASLT").map_or(true, |v| v != "1"),
        "REQUIRE_CUBLASLT=1 but cuBLASLt was not found:\n{out}"
    );
    assert_eq!(field(&out, "CODE"), "CUBLAS_STATUS_NOT_INITIALIZED");
    let tried = field(&out, "TRIED");
    for name in [
        "libcublasLt.so.12",
        "libcublasLt.so",
        "/usr/local/cuda/lib64/libcublasLt.so.12",
    ] {
        assert!(tried.contains(&format!("\"{name}\"")), "{name} in {tried}");
    }
    assert!(field(&out, "DISPLAY").contains(VAR), "{out}");
}

#[cfg(target_os = "linux")]
#[test]
fn an_override_with_a_wrong_library_names_the_missing_function() {
    let out = run_child(Some(&libc_path()));
    assert_eq!(field(&out, "LOADED"), "no");
    assert_eq!(field(&out, "CODE"), "CUBLAS_STATUS_NOT_SUPPORTED");
    assert_eq!(field(&out, "MISSING"), "Some(\"cublasLtCreate\")");
    let display = field(&out, "DISPLAY");
    assert!(display.contains("cublasLtCreate"), "{display}");
}
