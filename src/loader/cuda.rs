//! libcuda, the NVIDIA driver library.

use std::path::PathBuf;
use std::sync::OnceLock;

use super::Library;

/// The NVIDIA driver library, libcuda.
///
/// # Examples
///
/// ```
/// use cuda_driver::loader::LIBCUDA;
///
/// // Decide up front whether the GPU part of a program can run at all.
/// match LIBCUDA.load() {
///     Ok(path) => assert!(path.to_string_lossy().contains("cuda")),
///     Err(e) => eprintln!("no NVIDIA driver, skipping the GPU part: {e}"),
/// }
/// ```
pub static LIBCUDA: Library = Library {
    name: "libcuda",
    env_var: "CUDA_DRIVER_LIBCUDA_PATH",
    candidates: libcuda_candidates,
    last_resort: None,
    state: OnceLock::new(),
};

pub(super) fn libcuda_candidates() -> Vec<PathBuf> {
    if cfg!(windows) {
        return vec!["nvcuda.dll".into()];
    }
    vec![
        "libcuda.so.1".into(),
        "libcuda.so".into(),
        "/usr/lib/wsl/lib/libcuda.so.1".into(),
    ]
}
