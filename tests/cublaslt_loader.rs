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

mod support;

use std::path::Path;
use support::loader_child::{field, libc_path, one_line, run_child};

const MARKER: &str = "CUDA_DRIVER_CUBLASLT_LOADER_CHILD";
const VAR: &str = "CUDA_DRIVER_CUBLASLT_PATH";

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
    let out = run_child(
        MARKER,
        VAR,
        Some(Path::new("/nonexistent/libcublasLt-test.so.12")),
    );
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
    let out = run_child(MARKER, VAR, None);
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
    let out = run_child(MARKER, VAR, Some(&libc_path()));
    assert_eq!(field(&out, "LOADED"), "no");
    assert_eq!(field(&out, "CODE"), "CUBLAS_STATUS_NOT_SUPPORTED");
    assert_eq!(field(&out, "MISSING"), "Some(\"cublasLtCreate\")");
    let display = field(&out, "DISPLAY");
    assert!(display.contains("cublasLtCreate"), "{display}");
}
