//! Loading errors through the real process-global libraries (`loader::LIBCUDA`, `loader::NVRTC`).
//!
//! A library is searched once per process, so each case runs in a child process: the parent
//! test re-runs this test binary with one `child_*` test selected, the override variable set
//! and `CUDA_DRIVER_LOADER_CHILD=1`. The child makes the first call, checks the error and prints
//! it; the parent checks what it printed and that it exited cleanly (no panic).
//! Without the marker variable the `child_*` tests do nothing.

#[macro_use]
mod support;

use std::process::Command;

const MARKER: &str = "CUDA_DRIVER_LOADER_CHILD";
const LIBCUDA_VAR: &str = "CUDA_DRIVER_LIBCUDA_PATH";
const NVRTC_VAR: &str = "CUDA_DRIVER_NVRTC_PATH";
const MISSING_LIBCUDA: &str = "/nonexistent/libcuda-test.so";
const MISSING_NVRTC: &str = "/nonexistent/libnvrtc-test.so";

/// Runs the child test `name` with `var=value`, and returns its stdout once it has passed.
fn run_child(name: &str, var: &str, value: &str) -> String {
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", name, "--nocapture", "--test-threads=1"])
        .env(MARKER, "1")
        .env_remove(LIBCUDA_VAR)
        .env_remove(NVRTC_VAR)
        .env(var, value)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "child {name} failed ({}):\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
        out.status
    );
    assert!(
        !stderr.contains("panicked"),
        "child {name} panicked:\n{stderr}"
    );
    assert!(
        stdout.contains("1 passed"),
        "child {name} did not run:\n{stdout}"
    );
    assert!(
        stdout.contains("CHILD DONE"),
        "child {name} did not finish:\n{stdout}"
    );
    stdout
}

/// The value printed by the child on the line `KEY: value`.
fn field<'a>(stdout: &'a str, key: &str) -> &'a str {
    let prefix = format!("{key}: ");
    stdout
        .lines()
        .find_map(|l| l.strip_prefix(prefix.as_str()))
        .unwrap_or_else(|| panic!("no {key} line in:\n{stdout}"))
}

fn is_child() -> bool {
    std::env::var_os(MARKER).is_some()
}

/// Prints a multi-line message as one line, so the parent can read it as a field.
fn one_line(s: impl std::fmt::Display) -> String {
    s.to_string().replace('\n', " | ")
}

// ---- children -------------------------------------------------------------------------------

#[test]
fn child_libcuda_init() {
    if !is_child() {
        return;
    }
    println!(); // the harness has printed "test NAME ... " without a newline
    let err = cuda_driver::driver::result::init().expect_err("the override is not a driver");
    let load = err.load_error().expect("a loading error is attached");
    println!("DISPLAY: {}", one_line(err));
    println!("CODE: {}", err.name());
    println!("LIBRARY: {}", load.library());
    println!("TRIED: {}", one_line(format!("{:?}", load.tried())));
    println!("MISSING: {:?}", load.missing_symbol());
    // The same error again: a failed search or lookup is kept, not repeated.
    let again = cuda_driver::driver::result::init().expect_err("still not a driver");
    assert_eq!(again.code(), err.code());
    let again_load = again.load_error().expect("a loading error is attached");
    assert_eq!(again_load.missing_symbol(), load.missing_symbol());
    assert_eq!(again_load.tried(), load.tried());
    // Other entry points fail the same way, without panicking.
    let count = cuda_driver::driver::result::device::get_count().expect_err("no driver");
    println!("COUNT ERROR: {}", one_line(count));
    println!("CHILD DONE");
}

#[test]
fn child_nvrtc_compile() {
    if !is_child() {
        return;
    }
    println!(); // the harness has printed "test NAME ... " without a newline
    let src = "extern \"C\" __global__ void k(float *x) { x[0] = 1.0f; }";
    let err = match cuda_driver::nvrtc::compile_ptx(src) {
        Ok(ptx) => {
            assert!(ptx.to_src().contains(".entry k("));
            let path = cuda_driver::loader::NVRTC.load().expect("loaded");
            println!("COMPILED WITH: {}", path.display());
            println!("CHILD DONE");
            return;
        }
        Err(e) => e,
    };
    println!("DISPLAY: {}", one_line(&err));
    let cuda_driver::nvrtc::CompileError::CreationError(e) = &err else {
        panic!("expected CompileError::CreationError, got {err:?}");
    };
    let load = e.load_error().expect("a loading error is attached");
    println!("CODE: {:?}", e.0);
    println!("LIBRARY: {}", load.library());
    println!("TRIED: {}", one_line(format!("{:?}", load.tried())));
    println!("MISSING: {:?}", load.missing_symbol());
    let version = cuda_driver::nvrtc::result::version().expect_err("not NVRTC");
    println!("VERSION ERROR: {}", one_line(version));
    println!("CHILD DONE");
}

// ---- parents --------------------------------------------------------------------------------

#[test]
fn libcuda_override_to_missing_file() {
    let out = run_child("child_libcuda_init", LIBCUDA_VAR, MISSING_LIBCUDA);
    let display = field(&out, "DISPLAY");
    assert!(display.contains(MISSING_LIBCUDA), "{display}");
    assert!(display.contains(LIBCUDA_VAR), "{display}");
    assert!(display.contains("No such file"), "{display}");
    assert_eq!(field(&out, "CODE"), "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED");
    assert_eq!(field(&out, "LIBRARY"), "libcuda");
    let tried = field(&out, "TRIED");
    assert!(
        tried.starts_with(&format!("[(\"{MISSING_LIBCUDA}\", ")),
        "{tried}"
    );
    assert_eq!(
        tried.matches("\", \"").count(),
        1,
        "exactly one path tried: {tried}"
    );
    assert_eq!(field(&out, "MISSING"), "None");
    assert!(
        field(&out, "COUNT ERROR").contains(MISSING_LIBCUDA),
        "{out}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn libcuda_override_to_library_without_the_symbols() {
    let out = run_child("child_libcuda_init", LIBCUDA_VAR, "libc.so.6");
    let display = field(&out, "DISPLAY");
    assert!(display.contains("cuInit"), "{display}");
    assert!(display.contains("libc.so.6"), "{display}");
    assert_eq!(field(&out, "CODE"), "CUDA_ERROR_NOT_FOUND");
    assert_eq!(field(&out, "LIBRARY"), "libcuda");
    assert_eq!(field(&out, "MISSING"), "Some(\"cuInit\")");
    assert_eq!(field(&out, "TRIED"), "[]");
    assert!(
        field(&out, "COUNT ERROR").contains("cuDeviceGetCount"),
        "{out}"
    );
}

#[test]
fn nvrtc_override_to_missing_file() {
    let out = run_child("child_nvrtc_compile", NVRTC_VAR, MISSING_NVRTC);
    let display = field(&out, "DISPLAY");
    assert!(display.contains(MISSING_NVRTC), "{display}");
    assert!(display.contains(NVRTC_VAR), "{display}");
    assert!(display.contains("No such file"), "{display}");
    assert_eq!(field(&out, "CODE"), "NVRTC_ERROR_INTERNAL_ERROR");
    assert_eq!(field(&out, "LIBRARY"), "NVRTC");
    let tried = field(&out, "TRIED");
    assert!(
        tried.starts_with(&format!("[(\"{MISSING_NVRTC}\", ")),
        "{tried}"
    );
    assert_eq!(
        tried.matches("\", \"").count(),
        1,
        "exactly one path tried: {tried}"
    );
    assert_eq!(field(&out, "MISSING"), "None");
    assert!(
        field(&out, "VERSION ERROR").contains(MISSING_NVRTC),
        "{out}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn nvrtc_override_to_library_without_the_symbols() {
    let out = run_child("child_nvrtc_compile", NVRTC_VAR, "libc.so.6");
    let display = field(&out, "DISPLAY");
    // compile_ptx_with_opts asks for NVRTC's version (it is part of the cache key) first.
    assert!(display.contains("nvrtcVersion"), "{display}");
    assert!(display.contains("libc.so.6"), "{display}");
    assert_eq!(field(&out, "LIBRARY"), "NVRTC");
    assert_eq!(field(&out, "MISSING"), "Some(\"nvrtcVersion\")");
    assert_eq!(field(&out, "TRIED"), "[]");
    assert!(
        field(&out, "VERSION ERROR").contains("nvrtcVersion"),
        "{out}"
    );
}

/// An empty override counts as unset: the usual search runs (and finds the NVRTC that the other
/// tests use, e.g. the PyPI wheel's in site-packages).
#[test]
fn nvrtc_empty_override_searches_as_usual() {
    nvrtc!();
    let out = run_child("child_nvrtc_compile", NVRTC_VAR, "");
    let path = field(&out, "COMPILED WITH");
    assert!(path.contains("nvrtc"), "{path}");
}

/// Without the marker the children are no-ops, so running the whole binary stays cheap.
#[test]
fn children_do_nothing_without_the_marker() {
    if is_child() {
        return;
    }
    child_libcuda_init();
    child_nvrtc_compile();
}

// ---- NCCL (feature `nccl`) ------------------------------------------------------------------
//
// The same pattern for NCCL: CUDA_DRIVER_NCCL_PATH, and the NCCL_NVLS_ENABLE default that the
// crate puts in the environment before its first NCCL call (the children never get as far as
// running NCCL with it: the library is missing, or only its version is asked).

#[cfg(feature = "nccl")]
mod nccl {
    use super::{MARKER, field, is_child, one_line};
    use std::process::Command;

    const NCCL_VAR: &str = "CUDA_DRIVER_NCCL_PATH";
    const NVLS: &str = "NCCL_NVLS_ENABLE";
    const MISSING_NCCL: &str = "/nonexistent/libnccl-test.so.2";

    /// Runs the child test `name` with `vars` set (`None`: removed), and returns its stdout.
    fn run(name: &str, vars: &[(&str, Option<&str>)]) -> String {
        let mut cmd = Command::new(std::env::current_exe().unwrap());
        cmd.args(["--exact", name, "--nocapture", "--test-threads=1"])
            .env(MARKER, "1")
            .env_remove(NCCL_VAR);
        for (k, v) in vars {
            match v {
                Some(v) => cmd.env(k, v),
                None => cmd.env_remove(k),
            };
        }
        let out = cmd.output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() && !stderr.contains("panicked"),
            "child {name} failed ({}):\n--- stdout\n{stdout}\n--- stderr\n{stderr}",
            out.status
        );
        assert!(
            stdout.contains("CHILD DONE"),
            "child {name} did not finish:\n{stdout}"
        );
        stdout
    }

    #[test]
    fn child_nccl_calls() {
        if !is_child() {
            return;
        }
        use cuda_driver::nccl::{Id, group_end, group_start, result};
        println!();
        println!("NVLS BEFORE: {:?}", std::env::var(NVLS).ok());
        let version = result::get_nccl_version();
        println!("NVLS AFTER: {:?}", std::env::var(NVLS).ok());
        match version {
            Ok(v) => {
                let path = cuda_driver::loader::NCCL.load().expect("loaded");
                println!("LOADED FROM: {}", path.display());
                println!("VERSION: {v}");
            }
            Err(err) => {
                println!("DISPLAY: {}", one_line(err));
                println!("CODE: {:?}", err.code());
                let load = err.load_error().expect("a loading error is attached");
                println!("LIBRARY: {}", load.library());
                println!("TRIED: {}", one_line(format!("{:?}", load.tried())));
                // Every entry point fails the same way, without panicking.
                let id = Id::new().expect_err("no NCCL");
                println!("ID ERROR: {}", one_line(id));
                let g = group_start().expect_err("no NCCL");
                println!("GROUP ERROR: {}", one_line(g));
                let e = group_end().expect_err("no NCCL");
                println!("GROUP END ERROR: {}", one_line(e));
            }
        }
        println!("CHILD DONE");
    }

    #[test]
    fn nccl_override_to_missing_file_lists_what_was_tried() {
        let out = run(
            "nccl::child_nccl_calls",
            &[(NCCL_VAR, Some(MISSING_NCCL)), (NVLS, None)],
        );
        let display = field(&out, "DISPLAY");
        assert!(display.contains(MISSING_NCCL), "{display}");
        assert!(display.contains(NCCL_VAR), "{display}");
        assert!(display.contains("No such file"), "{display}");
        assert_eq!(field(&out, "CODE"), "ncclSystemError");
        assert_eq!(field(&out, "LIBRARY"), "NCCL");
        let tried = field(&out, "TRIED");
        assert!(
            tried.starts_with(&format!("[(\"{MISSING_NCCL}\", ")),
            "{tried}"
        );
        for key in ["ID ERROR", "GROUP ERROR", "GROUP END ERROR"] {
            assert!(field(&out, key).contains(MISSING_NCCL), "{key}: {out}");
        }
    }

    #[test]
    fn nvls_is_turned_off_before_the_first_nccl_call() {
        let out = run(
            "nccl::child_nccl_calls",
            &[(NCCL_VAR, Some(MISSING_NCCL)), (NVLS, None)],
        );
        assert_eq!(field(&out, "NVLS BEFORE"), "None");
        assert_eq!(field(&out, "NVLS AFTER"), "Some(\"0\")");
    }

    #[test]
    fn nvls_set_by_the_user_is_left_alone() {
        // The library is missing, so NCCL never runs with this value.
        let out = run(
            "nccl::child_nccl_calls",
            &[(NCCL_VAR, Some(MISSING_NCCL)), (NVLS, Some("1"))],
        );
        assert_eq!(field(&out, "NVLS AFTER"), "Some(\"1\")");
    }

    /// With NCCL installed (CI installs the nvidia-nccl-cu12 wheel and sets REQUIRE_NCCL=1),
    /// the search finds it without a GPU and it reports its version.
    #[test]
    fn nccl_search_finds_the_library() {
        let out = run("nccl::child_nccl_calls", &[(NVLS, Some("0"))]);
        match out.lines().find_map(|l| l.strip_prefix("LOADED FROM: ")) {
            Some(path) => {
                assert!(path.contains("libnccl"), "{path}");
                let v: i32 = field(&out, "VERSION").parse().unwrap();
                assert!(v >= 21800, "NCCL {v}");
            }
            None => crate::support::skip("NCCL", "REQUIRE_NCCL", field(&out, "DISPLAY")),
        }
    }

    #[test]
    fn children_do_nothing_without_the_marker() {
        if is_child() {
            return;
        }
        child_nccl_calls();
    }
}
