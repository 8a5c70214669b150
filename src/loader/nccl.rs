//! NCCL, the collective communications library (feature `nccl`): its names, the PyPI wheels'
//! folders and the system's.

use std::path::PathBuf;
use std::sync::OnceLock;

use super::Library;
use super::search::site_packages;

/// The NCCL collective communications library (feature `nccl`).
///
/// ```
/// match cuda_driver::loader::NCCL.load() {
///     Ok(path) => println!("NCCL loaded from {}", path.display()),
///     Err(e) => println!("no NCCL here: {e}"), // every path tried, and CUDA_DRIVER_NCCL_PATH
/// }
/// ```
pub static NCCL: Library = Library {
    name: "NCCL",
    env_var: "CUDA_DRIVER_NCCL_PATH",
    candidates: nccl_candidates,
    last_resort: None,
    state: OnceLock::new(),
};

fn nccl_candidates() -> Vec<PathBuf> {
    const NAME: &str = "libnccl.so.2";
    let mut out: Vec<PathBuf> = vec![NAME.into(), "libnccl.so".into()];
    for sp in site_packages() {
        // nvidia-nccl-cu12 and nvidia-nccl-cu13; CUDA 13 wheels may share one folder.
        out.push(sp.join("nvidia/nccl/lib").join(NAME));
        out.push(sp.join("nvidia/cu13/lib").join(NAME));
    }
    out.push(PathBuf::from("/usr/lib/x86_64-linux-gnu").join(NAME));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nccl_candidates_cover_names_wheels_and_the_system_folder() {
        let c: Vec<String> = nccl_candidates()
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(c[0], "libnccl.so.2");
        assert!(c.contains(&"libnccl.so".to_string()), "{c:?}");
        assert_eq!(
            c.last().map(String::as_str),
            Some("/usr/lib/x86_64-linux-gnu/libnccl.so.2")
        );
        for sp in site_packages() {
            let wheel = sp.join("nvidia/nccl/lib/libnccl.so.2");
            assert!(c.contains(&wheel.display().to_string()), "{c:?}");
        }
    }

    #[test]
    fn nccl_override_to_missing_file_names_the_file_and_the_variable() {
        let lib = Library {
            name: "NCCL",
            env_var: "CUDA_DRIVER_NCCL_PATH",
            candidates: nccl_candidates,
            last_resort: None,
            state: OnceLock::new(),
        };
        let err = match lib.search(Some("/nonexistent/libnccl-test.so.2".into())) {
            Err(e) => e,
            Ok(_) => panic!("a missing file loaded"),
        };
        let msg = err.to_string();
        assert!(msg.starts_with("could not load NCCL"), "{msg}");
        assert!(msg.contains("/nonexistent/libnccl-test.so.2"), "{msg}");
        assert!(msg.contains("CUDA_DRIVER_NCCL_PATH"), "{msg}");
        assert_eq!(err.library(), "NCCL");
    }
}
