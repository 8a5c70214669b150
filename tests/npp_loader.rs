//! Loading NPP (feature `npp`), without a GPU: a missing library is an error listing what was
//! tried, an override pointing at a wrong library names the missing function, and where NPP is
//! installed (CI installs the `nvidia-npp-cu12` wheel) every function the crate binds resolves
//! and the version reads.
//!
//! NPP is searched once per process, so each case runs in a child process, as in
//! tests/loader.rs: the parent re-runs this binary with `child_load` selected, the override
//! variable set and `CUDA_DRIVER_NPP_LOADER_CHILD=1`; the child loads NPP and prints what
//! happened. `REQUIRE_NPP=1` makes the cases that need an installed NPP fail instead of skip.
//! Built only with the feature (`required-features` in Cargo.toml).

mod support;

use std::path::{Path, PathBuf};
use support::loader_child::{field, libc_path, one_line, run_child};

const MARKER: &str = "CUDA_DRIVER_NPP_LOADER_CHILD";
const VAR: &str = "CUDA_DRIVER_NPP_PATH";

/// A fresh empty folder under the system's temporary folder.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cuda-driver-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The folder of an installed NPP (found by the usual search in this process), or `None`
/// after recording a skip.
fn installed_npp() -> Option<PathBuf> {
    match cuda_driver::loader::NPPC.load() {
        // Found by the dynamic loader's own search (a bare name): no folder to point at.
        Ok(p) if !p.is_absolute() => {
            println!(
                "NPP was found by the dynamic loader as {}: no folder to test",
                p.display()
            );
            None
        }
        Ok(p) => p.parent().map(Path::to_path_buf),
        Err(e) => {
            support::skip("NPP", "REQUIRE_NPP", &e.to_string());
            None
        }
    }
}

// ---- the child ----------------------------------------------------------------------------------

#[test]
fn child_load() {
    if std::env::var_os(MARKER).is_none() {
        return;
    }
    println!();
    match cuda_driver::npp::result::load() {
        Ok(()) => {
            println!("LOADED: yes");
            let (major, minor, build) = cuda_driver::npp::result::lib_version().unwrap();
            println!("VERSION: {major}.{minor}.{build}");
            println!(
                "NPPC: {}",
                cuda_driver::loader::NPPC.load().unwrap().display()
            );
            println!(
                "NPPIG: {}",
                cuda_driver::loader::NPPIG.load().unwrap().display()
            );
        }
        Err(e) => {
            println!("LOADED: no");
            println!("DISPLAY: {}", one_line(&e));
            let load = e.load_error().expect("a loading error");
            println!("LIBRARY: {}", load.library());
            println!("TRIED: {}", one_line(format!("{:?}", load.tried())));
            println!("MISSING: {:?}", load.missing_symbol());
            // The same through the error type the safe layer returns.
            let d = cuda_driver::driver::DriverError::from(e);
            println!("DRIVER ERROR: {} | {}", d.name(), one_line(d));
            // And through a wrapper's entry point, without a GPU: loading fails first.
            let v = cuda_driver::npp::result::lib_version();
            println!(
                "VERSION ERROR: {}",
                v.map_or_else(one_line, |v| format!("{v:?}"))
            );
        }
    }
    println!("CHILD DONE");
}

// ---- the parents ---------------------------------------------------------------------------------

#[test]
fn an_empty_override_folder_lists_what_was_tried() {
    let dir = temp_dir("npp-empty");
    let out = run_child(MARKER, VAR, Some(&dir));
    assert_eq!(field(&out, "LOADED"), "no");
    let display = field(&out, "DISPLAY");
    assert!(display.contains(VAR), "{display}");
    assert!(display.contains("could not load NPP (nppc)"), "{display}");
    let tried = field(&out, "TRIED");
    for name in ["libnppc.so.13", "libnppc.so.12", "libnppc.so"] {
        let p = dir.join(name).display().to_string();
        assert!(tried.contains(&p), "{p} in {tried}");
    }
    assert!(tried.contains("No such file"), "{tried}");
    assert_eq!(field(&out, "MISSING"), "None");
    assert!(field(&out, "DRIVER ERROR").starts_with("CUDA_ERROR_SHARED_OBJECT_INIT_FAILED"));
    assert!(
        field(&out, "VERSION ERROR").contains("nppGetLibVersion"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_missing_override_folder_is_tried_as_a_file() {
    let out = run_child(MARKER, VAR, Some(Path::new("/nonexistent/npp-folder")));
    let tried = field(&out, "TRIED");
    assert!(
        tried.starts_with("[(\"/nonexistent/npp-folder\""),
        "{tried}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn an_override_with_a_wrong_library_names_the_missing_function() {
    let dir = temp_dir("npp-wrong");
    let libc = libc_path();
    for lib in ["nppc", "nppig", "nppidei", "nppicc"] {
        std::os::unix::fs::symlink(&libc, dir.join(format!("lib{lib}.so.12"))).unwrap();
    }
    let out = run_child(MARKER, VAR, Some(&dir));
    assert_eq!(field(&out, "LOADED"), "no");
    assert_eq!(field(&out, "MISSING"), "Some(\"nppGetLibVersion\")");
    assert_eq!(field(&out, "LIBRARY"), "NPP (nppc)");
    let display = field(&out, "DISPLAY");
    assert!(
        display.contains("has no function nppGetLibVersion"),
        "{display}"
    );
    assert!(display.contains("libnppc.so.12"), "{display}");
    assert!(field(&out, "DRIVER ERROR").starts_with("CUDA_ERROR_NOT_FOUND"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// nppc right but nppig wrong: the first function of nppig is named.
#[cfg(target_os = "linux")]
#[test]
fn a_wrong_library_beside_the_right_ones_names_its_function() {
    let Some(npp) = installed_npp() else {
        return;
    };
    let dir = temp_dir("npp-mixed");
    for lib in ["nppc", "nppidei", "nppicc"] {
        let real = std::fs::read_dir(&npp)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .find(|p| {
                let n = p.file_name().unwrap().to_string_lossy();
                n.starts_with(&format!("lib{lib}.so.")) && n.matches('.').count() == 2
            })
            .unwrap_or_else(|| panic!("lib{lib}.so.N in {}", npp.display()));
        std::os::unix::fs::symlink(&real, dir.join(real.file_name().unwrap())).unwrap();
        if lib == "nppc" {
            let major = real.extension().unwrap().to_string_lossy().into_owned();
            std::os::unix::fs::symlink(libc_path(), dir.join(format!("libnppig.so.{major}")))
                .unwrap();
        }
    }
    let out = run_child(MARKER, VAR, Some(&dir));
    assert_eq!(field(&out, "LOADED"), "no");
    assert_eq!(field(&out, "LIBRARY"), "NPP (nppig)");
    let missing = field(&out, "MISSING");
    assert!(
        missing.starts_with("Some(\"nppiRemap_") || missing.starts_with("Some(\"nppiResize_"),
        "{missing}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_installed_npp_loads_and_every_function_resolves() {
    let Some(npp) = installed_npp() else {
        return;
    };
    // Found by the usual search ...
    let out = run_child(MARKER, VAR, None);
    assert_eq!(field(&out, "LOADED"), "yes", "{out}");
    let version = field(&out, "VERSION");
    let major: u32 = version.split('.').next().unwrap().parse().unwrap();
    assert!(major >= 12, "{version}");
    // ... every library from one folder ...
    let nppc = PathBuf::from(field(&out, "NPPC"));
    let nppig = PathBuf::from(field(&out, "NPPIG"));
    assert_eq!(nppc.parent(), nppig.parent(), "{out}");
    // ... and from the folder named by the override.
    let out = run_child(MARKER, VAR, Some(&npp));
    assert_eq!(field(&out, "LOADED"), "yes", "{out}");
    assert!(
        field(&out, "NPPC").starts_with(&npp.display().to_string()),
        "{out}"
    );
}

#[test]
fn the_child_does_nothing_without_the_marker() {
    if std::env::var_os(MARKER).is_none() {
        child_load();
    }
}
