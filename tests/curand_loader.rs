//! Loading cuRAND (feature `curand`), without a GPU: a missing library is an error listing
//! what was tried and naming `CUDA_DRIVER_CURAND_PATH`, an override pointing at a wrong
//! library names the missing function, and where cuRAND is installed (CI installs the
//! `nvidia-curand-cu12` wheel) its version reads: `REQUIRE_CURAND=1` makes its absence a
//! failure.
//!
//! cuRAND is searched once per process, so each case runs in a child process, as in
//! tests/npp_loader.rs: the parent re-runs this binary with `child_load` selected, the override
//! variable set and `CUDA_DRIVER_CURAND_LOADER_CHILD=1`; the child loads cuRAND and prints what
//! happened. Built only with the feature (`required-features` in Cargo.toml).

mod support;

use std::path::Path;
use support::loader_child::{field, libc_path, one_line, run_child};

const MARKER: &str = "CUDA_DRIVER_CURAND_LOADER_CHILD";
const VAR: &str = "CUDA_DRIVER_CURAND_PATH";

#[test]
fn child_load() {
    if std::env::var_os(MARKER).is_none() {
        return;
    }
    println!();
    match cuda_driver::curand::result::get_version() {
        Ok(v) => {
            println!("LOADED: yes");
            println!("VERSION: {v}");
        }
        Err(e) => {
            println!("LOADED: no");
            println!("CODE: {:?}", e.0);
            println!("DISPLAY: {}", one_line(e));
            let load = e.load_error().expect("a loading error");
            println!("LIBRARY: {}", load.library());
            println!("TRIED: {}", one_line(format!("{:?}", load.tried())));
            println!("MISSING: {:?}", load.missing_symbol());
        }
    }
    println!("CHILD DONE");
}

#[test]
fn a_missing_override_file_is_named_with_the_variable() {
    let out = run_child(
        MARKER,
        VAR,
        Some(Path::new("/nonexistent/libcurand-test.so.10")),
    );
    assert_eq!(field(&out, "LOADED"), "no");
    assert_eq!(field(&out, "CODE"), "CURAND_STATUS_INITIALIZATION_FAILED");
    assert_eq!(field(&out, "LIBRARY"), "cuRAND");
    let display = field(&out, "DISPLAY");
    assert!(display.contains("could not load cuRAND"), "{display}");
    assert!(display.contains(VAR), "{display}");
    let tried = field(&out, "TRIED");
    assert!(
        tried.starts_with("[(\"/nonexistent/libcurand-test.so.10\""),
        "{tried}"
    );
    assert_eq!(field(&out, "MISSING"), "None");
}

#[test]
fn without_an_override_the_search_finds_curand_or_lists_every_path_tried() {
    let out = run_child(MARKER, VAR, None);
    if field(&out, "LOADED") == "yes" {
        let v: i32 = field(&out, "VERSION").parse().unwrap();
        assert!(v >= 10000, "cuRAND version {v}");
        return;
    }
    // CI installs the wheel: there the search must find it.
    assert!(
        std::env::var("REQUIRE_CURAND").map_or(true, |v| v != "1"),
        "REQUIRE_CURAND=1 but cuRAND was not found:\n{out}"
    );
    let tried = field(&out, "TRIED");
    for name in [
        "libcurand.so.10",
        "libcurand.so",
        "/usr/local/cuda/lib64/libcurand.so.10",
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
    assert_eq!(field(&out, "MISSING"), "Some(\"curandGetVersion\")");
    let display = field(&out, "DISPLAY");
    assert!(display.contains("curandGetVersion"), "{display}");
}
