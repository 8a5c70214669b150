//! cuBLAS and cuBLASLt, the dense linear algebra libraries (features `cublas` and `cublaslt`):
//! their names, the PyPI wheels' folders, the toolkit's folders and the system's. One release
//! ships both, and libcublas itself loads the libcublasLt beside it.

use std::path::PathBuf;
use std::sync::OnceLock;

use super::Library;
use super::search::{cuda_install_dirs, site_packages};

/// The cuBLAS library (feature `cublas`).
///
/// ```
/// match cuda_driver::loader::CUBLAS.load() {
///     Ok(path) => println!("cuBLAS loaded from {}", path.display()),
///     Err(e) => println!("no cuBLAS here: {e}"), // every path tried, and CUDA_DRIVER_CUBLAS_PATH
/// }
/// ```
#[cfg(feature = "cublas")]
pub static CUBLAS: Library = Library {
    name: "cuBLAS",
    env_var: "CUDA_DRIVER_CUBLAS_PATH",
    candidates: cublas_candidates,
    last_resort: None,
    state: OnceLock::new(),
};

/// The cuBLASLt library (feature `cublaslt`).
///
/// ```
/// match cuda_driver::loader::CUBLASLT.load() {
///     Ok(path) => println!("cuBLASLt loaded from {}", path.display()),
///     Err(e) => println!("no cuBLASLt here: {e}"), // and CUDA_DRIVER_CUBLASLT_PATH
/// }
/// ```
#[cfg(feature = "cublaslt")]
pub static CUBLASLT: Library = Library {
    name: "cuBLASLt",
    env_var: "CUDA_DRIVER_CUBLASLT_PATH",
    candidates: cublaslt_candidates,
    last_resort: None,
    state: OnceLock::new(),
};

#[cfg(feature = "cublas")]
fn cublas_candidates() -> Vec<PathBuf> {
    candidates("cublas64_12.dll", "libcublas")
}

#[cfg(feature = "cublaslt")]
fn cublaslt_candidates() -> Vec<PathBuf> {
    candidates("cublasLt64_12.dll", "libcublasLt")
}

/// `stem.so.12` (the release the bindings were generated from, first), `stem.so.13` and
/// `stem.so`, as the loader finds them, in the toolkit's folders, then the PyPI wheels'
/// folders (`nvidia-cublas-cu12`'s `nvidia/cublas/lib`, the CUDA 13 wheels' `nvidia/cu13/lib`)
/// and the system's.
fn candidates(windows: &str, stem: &str) -> Vec<PathBuf> {
    if cfg!(windows) {
        return vec![windows.into()];
    }
    let names: Vec<String> = ["so.12", "so.13", "so"]
        .iter()
        .map(|ext| format!("{stem}.{ext}"))
        .collect();
    let mut out: Vec<PathBuf> = names.iter().map(PathBuf::from).collect();
    for dir in cuda_install_dirs() {
        out.extend(names.iter().map(|n| dir.join(n)));
    }
    for sp in site_packages() {
        out.push(sp.join("nvidia/cublas/lib").join(&names[0]));
        out.push(sp.join("nvidia/cu13/lib").join(&names[1]));
    }
    let system = PathBuf::from("/usr/lib/x86_64-linux-gnu");
    out.extend(names[..2].iter().map(|n| system.join(n)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cublas_candidates_cover_names_toolkits_wheels_and_the_system_folder() {
        let c: Vec<String> = candidates("x.dll", "libcublas")
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(
            &c[..3],
            ["libcublas.so.12", "libcublas.so.13", "libcublas.so"]
        );
        assert!(
            c.contains(&"/usr/local/cuda/lib64/libcublas.so.13".to_string()),
            "{c:?}"
        );
        assert_eq!(
            c.last().map(String::as_str),
            Some("/usr/lib/x86_64-linux-gnu/libcublas.so.13")
        );
        for sp in site_packages() {
            let wheel = sp.join("nvidia/cublas/lib/libcublas.so.12");
            assert!(c.contains(&wheel.display().to_string()), "{c:?}");
        }
    }

    #[test]
    fn cublas_search_without_the_library_lists_every_path_tried_and_the_variable() {
        let lib = Library {
            name: "cuBLAS",
            env_var: "CUDA_DRIVER_CUBLAS_PATH",
            candidates: || {
                vec![
                    "/nonexistent/a/libcublas.so.12".into(),
                    "/nonexistent/b/libcublas.so.13".into(),
                ]
            },
            last_resort: None,
            state: OnceLock::new(),
        };
        let err = match lib.search(None) {
            Err(e) => e,
            Ok(_) => panic!("a missing file loaded"),
        };
        let msg = err.to_string();
        assert!(msg.starts_with("could not load cuBLAS"), "{msg}");
        assert!(msg.contains("/nonexistent/a/libcublas.so.12"), "{msg}");
        assert!(msg.contains("/nonexistent/b/libcublas.so.13"), "{msg}");
        assert!(msg.contains("CUDA_DRIVER_CUBLAS_PATH"), "{msg}");
        let err = match lib.search(Some("/nonexistent/libcublas-test.so".into())) {
            Err(e) => e,
            Ok(_) => panic!("a missing file loaded"),
        };
        assert!(err.to_string().contains("/nonexistent/libcublas-test.so"));
    }
}
