//! Loading cuBLAS (feature `cublas`), without a GPU: a missing library is an error listing
//! what was tried and naming `CUDA_DRIVER_CUBLAS_PATH`, an override pointing at a wrong
//! library names the missing function, and where cuBLAS is installed (CI installs the
//! `nvidia-cublas-cu12` wheel) its version reads: `REQUIRE_CUBLAS=1` makes its absence a
//! failure.
//!
//! cuBLAS is searched once per process, so each case runs in a child process, as in
//! tests/npp_loader.rs: the parent re-runs this binary with `child_load` selected, the override
//! variable set and `CUDA_DRIVER_CUBLAS_LOADER_CHILD=1`; the child loads cuBLAS and prints what
//! happened. Built only with the feature (`required-features` in Cargo.toml).

mod support;

use std::path::Path;
use support::loader_child::{field, libc_path, one_line, run_child};

const MARKER: &str = "CUDA_DRIVER_CUBLAS_LOADER_CHILD";
const VAR: &str = "CUDA_DRIVER_CUBLAS_PATH";

#[test]
fn child_load() {
    if std::env::var_os(MARKER).is_none() {
        return;
    }
    println!();
    use cuda_driver::cublas::{result, sys::libraryPropertyType::MAJOR_VERSION};
    match result::get_property(MAJOR_VERSION) {
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
            #[cfg(feature = "f16")]
            hgemm_without_cublas();
        }
    }
    println!("CHILD DONE");
}

/// What `result::hgemm` returns where cuBLAS did not load, printed as the child's `HGEMM_*`
/// lines: the error its raw binding (`cublas::half::cublasHgemm`) left for it.
#[cfg(feature = "f16")]
fn hgemm_without_cublas() {
    use cuda_driver::cublas::{result, sys::cublasOperation_t::CUBLAS_OP_N};
    use std::ptr::{null, null_mut};
    let (one, zero) = (half::f16::ONE, half::f16::ZERO);
    // SAFETY: cuBLAS, or its cublasHgemm, could not be loaded: nothing is called.
    let r = unsafe {
        result::hgemm(
            null_mut(),
            CUBLAS_OP_N,
            CUBLAS_OP_N,
            1,
            1,
            1,
            &one,
            null(),
            1,
            null(),
            1,
            &zero,
            null_mut(),
            1,
        )
    };
    let e = r.expect_err("cuBLAS did not load");
    println!("HGEMM_CODE: {:?}", e.0);
    println!("HGEMM_DISPLAY: {}", one_line(e));
    let load = e.load_error().expect("a loading error");
    println!("HGEMM_MISSING: {:?}", load.missing_symbol());
}

#[test]
fn a_missing_override_file_is_named_with_the_variable() {
    let out = run_child(
        MARKER,
        VAR,
        Some(Path::new("/nonexistent/libcublas-test.so.12")),
    );
    assert_eq!(field(&out, "LOADED"), "no");
    assert_eq!(field(&out, "CODE"), "CUBLAS_STATUS_NOT_INITIALIZED");
    assert_eq!(field(&out, "LIBRARY"), "cuBLAS");
    let display = field(&out, "DISPLAY");
    assert!(display.contains("could not load cuBLAS"), "{display}");
    assert!(display.contains(VAR), "{display}");
    let tried = field(&out, "TRIED");
    assert!(
        tried.starts_with("[(\"/nonexistent/libcublas-test.so.12\""),
        "{tried}"
    );
    assert_eq!(field(&out, "MISSING"), "None");
    #[cfg(feature = "f16")]
    {
        assert_eq!(field(&out, "HGEMM_CODE"), "CUBLAS_STATUS_NOT_INITIALIZED");
        assert!(field(&out, "HGEMM_DISPLAY").contains(VAR), "{out}");
        assert_eq!(field(&out, "HGEMM_MISSING"), "None");
    }
}

#[test]
fn without_an_override_the_search_finds_cublas_or_lists_every_path_tried() {
    let out = run_child(MARKER, VAR, None);
    if field(&out, "LOADED") == "yes" {
        let v: i32 = field(&out, "VERSION").parse().unwrap();
        assert!(v >= 12, "cuBLAS major version {v}");
        return;
    }
    // CI installs the wheel: there the search must find it.
    assert!(
        std::env::var("REQUIRE_CUBLAS").map_or(true, |v| v != "1"),
        "REQUIRE_CUBLAS=1 but cuBLAS was not found:\n{out}"
    );
    let tried = field(&out, "TRIED");
    for name in [
        "libcublas.so.12",
        "libcublas.so.13",
        "libcublas.so",
        "/usr/local/cuda/lib64/libcublas.so.13",
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
    assert_eq!(field(&out, "MISSING"), "Some(\"cublasGetProperty\")");
    let display = field(&out, "DISPLAY");
    assert!(display.contains("cublasGetProperty"), "{display}");
    // The half-precision product's own binding names its function, with the code of a library
    // that could not be loaded, as every checked call has it.
    #[cfg(feature = "f16")]
    {
        assert_eq!(field(&out, "HGEMM_CODE"), "CUBLAS_STATUS_NOT_INITIALIZED");
        assert_eq!(field(&out, "HGEMM_MISSING"), "Some(\"cublasHgemm\")");
        let display = field(&out, "HGEMM_DISPLAY");
        assert!(display.contains("cublasHgemm"), "{display}");
    }
}
