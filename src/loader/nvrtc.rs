//! NVRTC, the runtime compiler library: its versioned names, the toolkit's and the PyPI wheels'
//! folders, and, as a last resort, the site-packages that `python3` reports.

use std::path::PathBuf;
use std::sync::OnceLock;

use super::Library;
use super::search::{cuda_install_dirs, site_packages};

/// The NVRTC runtime compiler library.
///
/// # Examples
///
/// ```
/// use cuda_driver::loader::NVRTC;
///
/// match NVRTC.load() {
///     Ok(path) => println!("NVRTC from {}", path.display()),
///     // The message lists every path tried and names CUDA_DRIVER_NVRTC_PATH.
///     Err(e) => assert!(e.to_string().contains(NVRTC.env_var())),
/// }
/// ```
pub static NVRTC: Library = Library {
    name: "NVRTC",
    env_var: "CUDA_DRIVER_NVRTC_PATH",
    candidates: nvrtc_candidates,
    last_resort: Some(nvrtc_from_python),
    state: OnceLock::new(),
};

/// NVRTC major versions this crate supports, newest first.
const NVRTC_MAJORS: [u32; 2] = [13, 12];

fn nvrtc_names() -> Vec<String> {
    if cfg!(windows) {
        let mut v: Vec<String> = Vec::new();
        for m in NVRTC_MAJORS {
            v.push(format!("nvrtc64_{m}0_0.dll"));
        }
        return v;
    }
    let mut v: Vec<String> = NVRTC_MAJORS
        .iter()
        .map(|m| format!("libnvrtc.so.{m}"))
        .collect();
    v.push("libnvrtc.so".into());
    v
}

fn nvrtc_candidates() -> Vec<PathBuf> {
    let names = nvrtc_names();
    let mut out: Vec<PathBuf> = names.iter().map(PathBuf::from).collect();
    let mut dirs = cuda_install_dirs();
    dirs.extend(nvrtc_wheel_dirs(site_packages()));
    for dir in dirs {
        for name in &names {
            out.push(dir.join(name));
        }
    }
    out
}

/// NVRTC's folders in the PyPI wheels, under each site-packages folder.
fn nvrtc_wheel_dirs(site_packages: impl IntoIterator<Item = PathBuf>) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    for sp in site_packages {
        dirs.push(sp.join("nvidia/cu13/lib"));
        dirs.push(sp.join("nvidia/cuda_nvrtc/lib"));
        if cfg!(windows) {
            dirs.push(sp.join("nvidia/cu13/bin"));
            dirs.push(sp.join("nvidia/cuda_nvrtc/bin"));
        }
    }
    dirs
}

/// The last resort for NVRTC: ask the `python3` (or `python`) on the PATH where its
/// site-packages are. This starts a process, which only happens when NVRTC was found nowhere
/// else; the answer is kept for the life of the process.
fn nvrtc_from_python() -> Vec<PathBuf> {
    static ASKED: OnceLock<Vec<PathBuf>> = OnceLock::new();
    let sites = ASKED.get_or_init(|| {
        for python in ["python3", "python"] {
            let script = "import site; print('\\n'.join(site.getsitepackages() + [site.getusersitepackages()]))";
            if let Ok(o) = std::process::Command::new(python)
                .args(["-c", script])
                .stderr(std::process::Stdio::null())
                .output()
            {
                if o.status.success() {
                    return String::from_utf8_lossy(&o.stdout)
                        .lines()
                        .map(PathBuf::from)
                        .collect();
                }
            }
        }
        Vec::new()
    });
    let names = nvrtc_names();
    nvrtc_wheel_dirs(sites.iter().cloned())
        .into_iter()
        .flat_map(|d| names.iter().map(move |n| d.join(n)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nvrtc_candidates_cover_wheels_and_install_folders() {
        let c: Vec<String> = nvrtc_candidates()
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        if cfg!(unix) {
            assert_eq!(c[0], "libnvrtc.so.13");
            assert!(c.iter().any(|p| p.starts_with("/usr/local/cuda/lib64/")));
        }
    }
}
