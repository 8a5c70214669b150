//! NPP, the image processing libraries (feature `npp`): one [`Library`] each for `nppc`,
//! `nppig`, `nppidei` and `nppicc`, all found through `CUDA_DRIVER_NPP_PATH`, and the later
//! ones beside `nppc` once it is loaded.

use std::path::PathBuf;
use std::sync::OnceLock;

use super::Library;
use super::search::{cuda_install_dirs, site_packages};

/// The variable naming the folder that holds the NPP libraries.
const NPP_PATH_VAR: &str = "CUDA_DRIVER_NPP_PATH";

/// NPP's core library, `nppc`: versions and what the others share.
pub static NPPC: Library = Library {
    name: "NPP (nppc)",
    env_var: NPP_PATH_VAR,
    candidates: || npp_candidates("nppc"),
    last_resort: None,
    state: OnceLock::new(),
};

/// NPP's geometry library, `nppig`: resize and remap.
pub static NPPIG: Library = Library {
    name: "NPP (nppig)",
    env_var: NPP_PATH_VAR,
    candidates: || npp_candidates("nppig"),
    last_resort: None,
    state: OnceLock::new(),
};

/// NPP's data exchange library, `nppidei`: copies, borders, conversions, channel swaps.
pub static NPPIDEI: Library = Library {
    name: "NPP (nppidei)",
    env_var: NPP_PATH_VAR,
    candidates: || npp_candidates("nppidei"),
    last_resort: None,
    state: OnceLock::new(),
};

/// NPP's color conversion library, `nppicc`.
pub static NPPICC: Library = Library {
    name: "NPP (nppicc)",
    env_var: NPP_PATH_VAR,
    candidates: || npp_candidates("nppicc"),
    last_resort: None,
    state: OnceLock::new(),
};

/// NPP major versions this crate supports, newest first.
const NPP_MAJORS: [u32; 2] = [13, 12];

/// The file names of NPP library `stem` (`"nppig"`), newest major first.
fn npp_names(stem: &str) -> Vec<String> {
    if cfg!(windows) {
        return NPP_MAJORS
            .iter()
            .map(|m| format!("{stem}64_{m}.dll"))
            .collect();
    }
    let mut v: Vec<String> = NPP_MAJORS
        .iter()
        .map(|m| format!("lib{stem}.so.{m}"))
        .collect();
    v.push(format!("lib{stem}.so"));
    v
}

fn npp_candidates(stem: &str) -> Vec<PathBuf> {
    let names = npp_names(stem);
    let mut out: Vec<PathBuf> = Vec::new();
    // Beside nppc, with its major version, when it is loaded already: every NPP library of a
    // process must come from one release.
    if stem != "nppc" {
        if let Some(Ok(core)) = NPPC.state.get() {
            if let Some(file) = core.path.file_name().and_then(|f| f.to_str()) {
                let sibling = file.replacen("nppc", stem, 1);
                out.push(core.path.with_file_name(sibling));
            }
        }
    }
    out.extend(names.iter().map(PathBuf::from));
    let mut dirs = cuda_install_dirs();
    for sp in site_packages() {
        dirs.push(sp.join("nvidia/cu13/lib"));
        dirs.push(sp.join("nvidia/npp/lib"));
        if cfg!(windows) {
            dirs.push(sp.join("nvidia/cu13/bin"));
            dirs.push(sp.join("nvidia/npp/bin"));
        }
    }
    for dir in dirs {
        for name in &names {
            out.push(dir.join(name));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn npp_candidates_cover_both_majors_and_the_wheels() {
        let c: Vec<String> = npp_candidates("nppig")
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(&c[..3], ["libnppig.so.13", "libnppig.so.12", "libnppig.so"]);
        assert!(
            c.iter()
                .any(|p| p == "/usr/local/cuda/lib64/libnppig.so.12"),
            "{c:?}"
        );
        assert!(c.iter().all(|p| p.contains("nppig")), "{c:?}");
    }
}
