//! cuRAND, the random number library (feature `curand`): its names, the PyPI wheels' folders,
//! the toolkit's folders and the system's.

use std::path::PathBuf;
use std::sync::OnceLock;

use super::Library;
use super::search::{cuda_install_dirs, site_packages};

/// The cuRAND random number library (feature `curand`).
///
/// ```
/// match cuda_driver::loader::CURAND.load() {
///     Ok(path) => println!("cuRAND loaded from {}", path.display()),
///     Err(e) => println!("no cuRAND here: {e}"), // every path tried, and CUDA_DRIVER_CURAND_PATH
/// }
/// ```
pub static CURAND: Library = Library {
    name: "cuRAND",
    env_var: "CUDA_DRIVER_CURAND_PATH",
    candidates: curand_candidates,
    last_resort: None,
    state: OnceLock::new(),
};

/// cuRAND's file names, newest first: CUDA 12 ships libcurand.so.10, CUDA 13 libcurand.so.10
/// too (the library's major version is its own, not CUDA's).
const NAMES: [&str; 2] = ["libcurand.so.10", "libcurand.so"];

fn curand_candidates() -> Vec<PathBuf> {
    if cfg!(windows) {
        return vec!["curand64_10.dll".into()];
    }
    let mut out: Vec<PathBuf> = NAMES.iter().map(PathBuf::from).collect();
    for dir in cuda_install_dirs() {
        out.extend(NAMES.iter().map(|n| dir.join(n)));
    }
    for sp in site_packages() {
        // nvidia-curand-cu12, and the CUDA 13 wheels' shared folder.
        out.push(sp.join("nvidia/curand/lib").join(NAMES[0]));
        out.push(sp.join("nvidia/cu13/lib").join(NAMES[0]));
    }
    out.push(PathBuf::from("/usr/lib/x86_64-linux-gnu").join(NAMES[0]));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn curand_candidates_cover_names_toolkits_wheels_and_the_system_folder() {
        let c: Vec<String> = curand_candidates()
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(c[0], "libcurand.so.10");
        assert!(c.contains(&"libcurand.so".to_string()), "{c:?}");
        assert!(
            c.contains(&"/usr/local/cuda/lib64/libcurand.so.10".to_string()),
            "{c:?}"
        );
        assert_eq!(
            c.last().map(String::as_str),
            Some("/usr/lib/x86_64-linux-gnu/libcurand.so.10")
        );
        for sp in site_packages() {
            let wheel = sp.join("nvidia/curand/lib/libcurand.so.10");
            assert!(c.contains(&wheel.display().to_string()), "{c:?}");
        }
    }

    #[test]
    fn curand_override_to_missing_file_names_the_file_and_the_variable() {
        let lib = Library {
            name: "cuRAND",
            env_var: "CUDA_DRIVER_CURAND_PATH",
            candidates: curand_candidates,
            last_resort: None,
            state: OnceLock::new(),
        };
        let err = match lib.search(Some("/nonexistent/libcurand-test.so.10".into())) {
            Err(e) => e,
            Ok(_) => panic!("a missing file loaded"),
        };
        let msg = err.to_string();
        assert!(msg.starts_with("could not load cuRAND"), "{msg}");
        assert!(msg.contains("/nonexistent/libcurand-test.so.10"), "{msg}");
        assert!(msg.contains("CUDA_DRIVER_CURAND_PATH"), "{msg}");
        assert_eq!(err.library(), "cuRAND");
    }

    #[test]
    fn curand_search_without_the_library_lists_every_path_tried() {
        let lib = Library {
            name: "cuRAND",
            env_var: "CUDA_DRIVER_CURAND_PATH",
            candidates: || {
                vec![
                    "/nonexistent/a/libcurand.so.10".into(),
                    "/nonexistent/b/libcurand.so.10".into(),
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
        assert!(msg.contains("/nonexistent/a/libcurand.so.10"), "{msg}");
        assert!(msg.contains("/nonexistent/b/libcurand.so.10"), "{msg}");
        assert!(msg.contains("CUDA_DRIVER_CURAND_PATH"), "{msg}");
    }
}
