//! How a library is looked for: the override variable (a file or a folder), then the library's
//! candidates, then its last resort; every path tried is kept with the reason it failed, for the
//! [`LoadError`] that names them all. Also the folders that several libraries share: the CUDA
//! toolkit's and Python's site-packages (where the PyPI wheels put their libraries).

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::error::{LoadError, LoadErrorKind};
use super::{Library, Loaded};

impl Library {
    /// Searches with `override_value` standing for the environment variable's value.
    pub(super) fn search(&self, override_value: Option<OsString>) -> Result<Loaded, LoadError> {
        match override_value {
            Some(v) if !v.is_empty() => {
                let path = PathBuf::from(v);
                // A folder: the library's usual file names in it.
                let paths = if path.is_dir() {
                    let mut names: Vec<std::ffi::OsString> = Vec::new();
                    for c in (self.candidates)() {
                        if let Some(n) = c.file_name() {
                            if !names.iter().any(|m| m == n) {
                                names.push(n.to_owned());
                            }
                        }
                    }
                    names.iter().map(|n| path.join(n)).collect()
                } else {
                    vec![path]
                };
                self.try_paths(paths, Some(self.env_var))
            }
            _ => {
                let mut tried = Vec::new();
                if let Some(l) = self.try_each((self.candidates)(), &mut tried) {
                    return Ok(l);
                }
                if let Some(more) = self.last_resort {
                    if let Some(l) = self.try_each(more(), &mut tried) {
                        return Ok(l);
                    }
                }
                Err(self.not_found(tried, None))
            }
        }
    }

    pub(super) fn try_paths(
        &self,
        paths: Vec<PathBuf>,
        from_var: Option<&'static str>,
    ) -> Result<Loaded, LoadError> {
        let mut tried = Vec::new();
        match self.try_each(paths, &mut tried) {
            Some(l) => Ok(l),
            None => Err(self.not_found(tried, from_var)),
        }
    }

    fn not_found(&self, tried: Vec<(String, String)>, from_var: Option<&'static str>) -> LoadError {
        LoadError::new(LoadErrorKind::Library {
            library: self.name,
            env_var: self.env_var,
            from_var,
            tried,
        })
    }

    /// Loads the first of `paths` that loads, adding each failure to `tried`.
    fn try_each(&self, paths: Vec<PathBuf>, tried: &mut Vec<(String, String)>) -> Option<Loaded> {
        for path in paths {
            if tried
                .iter()
                .any(|(p, _): &(String, String)| *p == path.display().to_string())
            {
                continue;
            }
            // A folder that is not there is not worth asking the dynamic loader about.
            if path.is_absolute() && !path.exists() {
                tried.push((
                    path.display().to_string(),
                    "No such file or directory".into(),
                ));
                continue;
            }
            // Miri runs no foreign code: under it (the host-only tests, .ci/run) every library is
            // missing, as on a machine without it.
            if cfg!(miri) {
                tried.push((
                    path.display().to_string(),
                    "not loaded under Miri, which runs no foreign code".into(),
                ));
                continue;
            }
            // SAFETY: loading a shared library runs its initialisers; the libraries searched
            // for are designed to be loaded this way. A path from `load_from` is covered by
            // its caller's promise; one from an override variable or a searched folder is the
            // choice of whoever set the environment, documented in the module's Trust section.
            match unsafe { libloading::Library::new(&path) } {
                Ok(lib) => return Some(Loaded { lib, path }),
                Err(e) => {
                    let shown = path.display().to_string();
                    let why = error_text(&e);
                    // dlerror() starts with the path again; say it once.
                    let why = why
                        .strip_prefix(&format!("{shown}: "))
                        .map(str::to_owned)
                        .unwrap_or(why);
                    tried.push((shown, why));
                }
            }
        }
        None
    }
}

pub(super) fn error_text(e: &libloading::Error) -> String {
    // libloading's Display repeats its own prefix; the source holds the loader's message.
    match std::error::Error::source(e) {
        Some(s) => s.to_string(),
        None => e.to_string(),
    }
}

/// The CUDA toolkit's library folders: `lib64` (`bin` on Windows) and `lib` under `CUDA_PATH`,
/// `CUDA_HOME` and `CUDA_ROOT`, then `/usr/local/cuda/lib64`.
pub(super) fn cuda_install_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = Vec::new();
    for var in ["CUDA_PATH", "CUDA_HOME", "CUDA_ROOT"] {
        if let Some(v) = std::env::var_os(var) {
            let base = PathBuf::from(v);
            dirs.push(base.join(if cfg!(windows) { "bin" } else { "lib64" }));
            dirs.push(base.join("lib"));
        }
    }
    if !cfg!(windows) {
        dirs.push("/usr/local/cuda/lib64".into());
    }
    dirs
}

/// Python site-packages folders found without starting a process: those of an active virtual
/// or conda environment, of the `python3` first on the PATH (from where its executable lies),
/// of the system's and the user's Pythons (`lib/python3.*/site-packages` and `dist-packages`
/// under `/usr`, `/usr/local` and `~/.local`), and of pyenv's versions.
pub(super) fn site_packages() -> Vec<PathBuf> {
    let mut prefixes: Vec<PathBuf> = Vec::new();
    for var in ["VIRTUAL_ENV", "CONDA_PREFIX"] {
        if let Some(v) = std::env::var_os(var).filter(|v| !v.is_empty()) {
            prefixes.push(v.into());
        }
    }
    if let Some(python) = on_path("python3") {
        // .../bin/python3 -> ... (following a link to the real installation too).
        for exe in [
            python.clone(),
            std::fs::canonicalize(&python).unwrap_or(python),
        ] {
            if let Some(prefix) = exe.parent().and_then(Path::parent) {
                prefixes.push(prefix.to_path_buf());
            }
        }
    }
    let home = std::env::var_os("HOME").map(PathBuf::from);
    if !cfg!(windows) {
        prefixes.push("/usr".into());
        prefixes.push("/usr/local".into());
        if let Some(home) = &home {
            prefixes.push(home.join(".local"));
        }
    }
    let pyenv = std::env::var_os("PYENV_ROOT")
        .map(PathBuf::from)
        .or_else(|| home.map(|h| h.join(".pyenv")));
    if let Some(versions) = pyenv.map(|p| p.join("versions")) {
        if let Ok(entries) = std::fs::read_dir(versions) {
            prefixes.extend(entries.flatten().map(|e| e.path()));
        }
    }
    let mut out: Vec<PathBuf> = Vec::new();
    for prefix in prefixes {
        for dir in python_lib_dirs(&prefix) {
            if !out.contains(&dir) {
                out.push(dir);
            }
        }
    }
    out
}

/// The first `name` in the folders of `PATH`.
fn on_path(name: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// `site-packages` and `dist-packages` of every `lib/python3*` under `prefix` (and Windows'
/// `Lib/site-packages`), those that exist.
fn python_lib_dirs(prefix: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(prefix.join("lib")) {
        for e in entries.flatten() {
            if e.file_name().to_string_lossy().starts_with("python3") {
                for sub in ["site-packages", "dist-packages"] {
                    let d = e.path().join(sub);
                    if d.is_dir() {
                        out.push(d);
                    }
                }
            }
        }
    }
    let win = prefix.join("Lib/site-packages");
    if win.is_dir() {
        out.push(win);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loader::cuda::libcuda_candidates;
    use std::sync::OnceLock;

    fn test_library(candidates: fn() -> Vec<PathBuf>) -> Library {
        Library {
            name: "libcuda",
            env_var: "CUDA_DRIVER_LIBCUDA_PATH",
            candidates,
            last_resort: None,
            state: OnceLock::new(),
        }
    }

    #[test]
    fn override_to_missing_file_names_the_file_and_the_variable() {
        let lib = test_library(libcuda_candidates);
        let err = match lib.search(Some("/nonexistent/libcuda-test.so".into())) {
            Err(e) => e,
            Ok(_) => panic!("a missing file loaded"),
        };
        let msg = err.to_string();
        assert!(msg.contains("/nonexistent/libcuda-test.so"), "{msg}");
        assert!(msg.contains("CUDA_DRIVER_LIBCUDA_PATH"), "{msg}");
        assert_eq!(err.tried().len(), 1, "only the override is tried: {msg}");
    }

    #[test]
    fn failed_search_lists_every_candidate() {
        fn nowhere() -> Vec<PathBuf> {
            vec!["/nonexistent/a.so".into(), "/nonexistent/b.so".into()]
        }
        let lib = test_library(nowhere);
        let err = lib.search(None).err().expect("nothing should load");
        let tried: Vec<&str> = err.tried().iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(tried, ["/nonexistent/a.so", "/nonexistent/b.so"]);
        assert!(err.to_string().contains("No such file"), "{err}");
    }

    #[test]
    fn load_from_after_load_reports_the_first_path() {
        let lib = test_library(|| vec!["/nonexistent/x.so".into()]);
        let first = lib.load().expect_err("nothing to load");
        // SAFETY: the search already failed, so nothing is loaded.
        let again = unsafe { lib.load_from("/elsewhere.so") }.expect_err("search already failed");
        assert_eq!(first.to_string(), again.to_string());
    }

    #[test]
    fn paths_are_tried_once_each_in_order() {
        fn twice() -> Vec<PathBuf> {
            [
                "/nonexistent/a.so",
                "/nonexistent/b.so",
                "/nonexistent/a.so",
            ]
            .map(PathBuf::from)
            .to_vec()
        }
        fn more() -> Vec<PathBuf> {
            vec!["/nonexistent/b.so".into(), "/nonexistent/c/d.so".into()]
        }
        let lib = Library {
            last_resort: Some(more),
            ..test_library(twice)
        };
        let err = lib
            .search(Some("".into()))
            .err()
            .expect("nothing should load");
        let tried: Vec<&str> = err.tried().iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(
            tried,
            [
                "/nonexistent/a.so",
                "/nonexistent/b.so",
                "/nonexistent/c/d.so"
            ],
            "an empty override counts as unset; a path is tried once, the last resort after"
        );
    }

    #[test]
    fn override_to_a_folder_tries_the_usual_names_in_it() {
        let dir = std::env::temp_dir().join(format!("cuda-driver-loader-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let lib = test_library(libcuda_candidates);
        let err = lib
            .search(Some(dir.clone().into_os_string()))
            .err()
            .expect("an empty folder holds no library");
        let tried: Vec<String> = err.tried().iter().map(|(p, _)| p.clone()).collect();
        if cfg!(unix) {
            let want: Vec<String> = ["libcuda.so.1", "libcuda.so"]
                .iter()
                .map(|n| dir.join(n).display().to_string())
                .collect();
            assert_eq!(tried, want);
        }
        assert!(
            err.to_string().contains("or to the folder that holds it"),
            "{err}"
        );
        let _ = std::fs::remove_dir(&dir);
    }
}
