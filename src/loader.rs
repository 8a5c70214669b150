//! Finding and loading libcuda and NVRTC at run time.
//!
//! Nothing is linked at build time: the first call into the driver or NVRTC loads the library,
//! and each function's symbol is resolved on its own first call. A missing library or symbol is
//! a [`LoadError`], which lists every place that was tried and why each failed. The generated
//! `sys` functions return the library's own code for it instead (see each `sys` module's docs)
//! and keep the `LoadError` for the calling thread, where the `result` layer finds it when it
//! turns that code into an error.
//!
//! # Where the libraries are looked for
//!
//! | library | override variable | then |
//! |---|---|---|
//! | libcuda | `CUDA_DRIVER_LIBCUDA_PATH` | `libcuda.so.1`, `libcuda.so` (`nvcuda.dll` on Windows) |
//! | NVRTC | `CUDA_DRIVER_NVRTC_PATH` | `libnvrtc.so.13`, `libnvrtc.so.12`, `libnvrtc.so`, then those names in `$CUDA_PATH/lib64`, `$CUDA_HOME/lib64`, `/usr/local/cuda/lib64` and the PyPI wheels' folders (`nvidia/cu13/lib`, `nvidia/cuda_nvrtc/lib`) in Python's site-packages: those of `VIRTUAL_ENV`, `CONDA_PREFIX`, the `python3` on the PATH, `/usr`, `/usr/local`, `~/.local` and pyenv's versions, found without starting a process; only if all of that fails is `python3 -c` asked for its site-packages (once per process) |
//! | NCCL (feature `nccl`) | `CUDA_DRIVER_NCCL_PATH` | `libnccl.so.2`, `libnccl.so`, then `libnccl.so.2` in the PyPI wheels' folders (`nvidia-nccl-cu12` / `nvidia-nccl-cu13`: `nvidia/nccl/lib`, `nvidia/cu13/lib`) in Python's site-packages and in `/usr/lib/x86_64-linux-gnu` |
//!
//! When the override variable is set, only that path is tried; when it names a folder, the
//! library's usual file names in that folder are.
//!
//! With the `npp` feature, the NPP libraries (`nppc`, `nppig`, `nppidei`, `nppicc`) are found
//! the same way: `CUDA_DRIVER_NPP_PATH` names the folder that holds them; otherwise
//! `libnppc.so.13`, `libnppc.so.12`, `libnppc.so` (and so on for each library), then those
//! names in `$CUDA_PATH/lib64`, `$CUDA_HOME/lib64`, `/usr/local/cuda/lib64` and the PyPI
//! wheels' folders (`nvidia/cu13/lib` of `nvidia-npp`, `nvidia/npp/lib` of `nvidia-npp-cu12`).
//! Once `nppc` is loaded, the others are looked for first beside it, with its major version:
//! the NPP libraries of one process must come from one release.
//!
//! # Trust
//!
//! Loading a library runs its initialisers, and the crate then calls its functions by the
//! signatures of the CUDA headers, trusting what they return. That is only sound if the file
//! is the library it claims to be: code that names the file takes that responsibility, which
//! is why [`Library::load_from`] is `unsafe`. The override variables (`CUDA_DRIVER_LIBCUDA_PATH`,
//! `CUDA_DRIVER_NVRTC_PATH`, `CUDA_DRIVER_NCCL_PATH`, `CUDA_DRIVER_NPP_PATH`) name a library
//! the same way, and so do the folders searched (`CUDA_PATH`, `CUDA_HOME`, `CUDA_ROOT`, the
//! Python environments): whatever they point to is loaded and trusted. Setting one is like
//! calling `load_from`, and is the choice of whoever controls the process's environment, as
//! with `LD_LIBRARY_PATH` or `LD_PRELOAD`. Do not let untrusted input set them.
//!
//! # Examples
//!
//! ```
//! use cuda_driver::loader::LIBCUDA;
//!
//! match LIBCUDA.load() {
//!     Ok(path) => println!("libcuda loaded from {}", path.display()),
//!     Err(e) => println!("no driver here: {e}"),
//! }
//! ```

use std::ffi::{CStr, OsString, c_void};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicPtr, Ordering};
use std::sync::{Arc, OnceLock};

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

// NCCL (feature `nccl`).
/// The NCCL collective communications library (feature `nccl`).
///
/// ```
/// match cuda_driver::loader::NCCL.load() {
///     Ok(path) => println!("NCCL loaded from {}", path.display()),
///     Err(e) => println!("no NCCL here: {e}"), // every path tried, and CUDA_DRIVER_NCCL_PATH
/// }
/// ```
#[cfg(feature = "nccl")]
pub static NCCL: Library = Library {
    name: "NCCL",
    env_var: "CUDA_DRIVER_NCCL_PATH",
    candidates: nccl_candidates,
    last_resort: None,
    state: OnceLock::new(),
};

/// A dynamically loaded library, found on first use and kept loaded for the life of the process.
///
/// The two libraries are the statics [`LIBCUDA`] and [`NVRTC`].
///
/// # Examples
///
/// ```
/// use cuda_driver::loader::{LIBCUDA, Library, NVRTC};
///
/// fn report(lib: &Library) -> String {
///     match lib.load() {
///         Ok(path) => format!("{}: {}", lib.name(), path.display()),
///         Err(_) => format!("{}: not found (set {})", lib.name(), lib.env_var()),
///     }
/// }
/// for lib in [&LIBCUDA, &NVRTC] {
///     println!("{}", report(lib));
/// }
/// ```
pub struct Library {
    name: &'static str,
    env_var: &'static str,
    candidates: fn() -> Vec<PathBuf>,
    /// Paths tried only when every candidate failed (they cost more to find).
    last_resort: Option<fn() -> Vec<PathBuf>>,
    state: OnceLock<Result<Loaded, LoadError>>,
}

struct Loaded {
    lib: libloading::Library,
    path: PathBuf,
}

impl fmt::Debug for Library {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Library")
            .field("name", &self.name)
            .field("env_var", &self.env_var)
            .field(
                "loaded_from",
                &self.state.get().map(|s| s.as_ref().map(|l| &l.path)),
            )
            .finish()
    }
}

impl Library {
    /// The library's short name, as used in error messages (`"libcuda"`, `"NVRTC"`).
    ///
    /// ```
    /// use cuda_driver::loader::{LIBCUDA, NVRTC};
    ///
    /// assert_eq!(LIBCUDA.name(), "libcuda");
    /// assert_eq!(NVRTC.name(), "NVRTC");
    /// ```
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The environment variable that overrides the search for this library.
    ///
    /// ```
    /// use cuda_driver::loader::{LIBCUDA, NVRTC};
    ///
    /// assert_eq!(LIBCUDA.env_var(), "CUDA_DRIVER_LIBCUDA_PATH");
    /// assert_eq!(NVRTC.env_var(), "CUDA_DRIVER_NVRTC_PATH");
    /// if NVRTC.load().is_err() {
    ///     eprintln!("set {} to the full path of libnvrtc", NVRTC.env_var());
    /// }
    /// ```
    pub fn env_var(&self) -> &'static str {
        self.env_var
    }

    /// Loads the library (searching as the [module docs](self) say) if that has not happened
    /// yet, and returns the path it was loaded from. The outcome is kept: a failed search is not
    /// repeated.
    ///
    /// # Examples
    ///
    /// ```
    /// if let Err(e) = cuda_driver::loader::NVRTC.load() {
    ///     eprintln!("{e}"); // lists every path tried and names CUDA_DRIVER_NVRTC_PATH
    /// }
    /// ```
    pub fn load(&self) -> Result<&Path, LoadError> {
        self.loaded().map(|l| l.path.as_path())
    }

    /// Loads the library from `path` and nothing else. Call it before anything else uses the
    /// library; once the library is loaded (or its search failed) this returns an error saying
    /// so, unless `path` is the one already loaded.
    ///
    /// Setting the library's [override variable](Library::env_var) does the same from outside
    /// the program, with the same risk (see [Trust](self#trust)).
    ///
    /// # Safety
    ///
    /// As for [`libloading::Library::new`]: loading the file runs its initialisers (and, on
    /// some platforms, those of the libraries it depends on), which must be sound to run here;
    /// and every function this crate later resolves from it is called by the signature of the
    /// CUDA headers (for the driver, NVRTC, NCCL or NPP, as this library is) and trusted to
    /// behave as documented: the file must be a genuine release of that library (or something
    /// that exports the same functions with the same signatures and behaviour), or export none
    /// of them. A file that exports one of those names with another meaning is undefined
    /// behaviour at its first call.
    ///
    /// # Examples
    ///
    /// ```
    /// // Not a driver: loading succeeds, but the first driver call reports the missing symbol.
    /// # #[cfg(target_os = "linux")] {
    /// // SAFETY: libc's initialisers have already run in this process, and it exports none of
    /// // the driver's functions, so none is ever called through it.
    /// let _ = unsafe { cuda_driver::loader::LIBCUDA.load_from("libc.so.6") };
    /// # }
    /// ```
    pub unsafe fn load_from(&self, path: impl AsRef<Path>) -> Result<&Path, LoadError> {
        let path = path.as_ref();
        let mut ours = false;
        let state = self.state.get_or_init(|| {
            ours = true;
            self.try_paths(vec![path.to_path_buf()], Some(self.env_var))
                .map_err(|e| e.with_note("given to Library::load_from"))
        });
        match state {
            Ok(l) if ours || l.path == path => Ok(&l.path),
            Ok(l) => Err(LoadError::new(LoadErrorKind::AlreadyLoaded {
                library: self.name,
                loaded: l.path.display().to_string(),
                requested: path.display().to_string(),
            })),
            Err(e) => Err(e.clone()),
        }
    }

    /// Why the library could not be loaded, when a search already failed; `None` when it is
    /// loaded or was never looked for (this starts no search).
    pub(crate) fn load_failure(&self) -> Option<LoadError> {
        match self.state.get() {
            Some(Err(e)) => Some(e.clone()),
            _ => None,
        }
    }

    fn loaded(&self) -> Result<&Loaded, LoadError> {
        match self
            .state
            .get_or_init(|| self.search(std::env::var_os(self.env_var)))
        {
            Ok(l) => Ok(l),
            Err(e) => Err(e.clone()),
        }
    }

    /// Searches with `override_value` standing for the environment variable's value.
    fn search(&self, override_value: Option<OsString>) -> Result<Loaded, LoadError> {
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

    fn try_paths(
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

fn error_text(e: &libloading::Error) -> String {
    // libloading's Display repeats its own prefix; the source holds the loader's message.
    match std::error::Error::source(e) {
        Some(s) => s.to_string(),
        None => e.to_string(),
    }
}

/// A function pointer resolved from a [`Library`] on first use and cached.
///
/// Used by the generated `sys` modules.
pub(crate) struct Symbol {
    name: &'static CStr,
    /// Null until resolved; [`MISSING`] once a lookup failed, so that it is not repeated.
    ptr: AtomicPtr<c_void>,
}

const MISSING: *mut c_void = std::ptr::dangling_mut::<c_void>();

impl Symbol {
    pub(crate) const fn new(name: &'static CStr) -> Self {
        Symbol {
            name,
            ptr: AtomicPtr::new(std::ptr::null_mut()),
        }
    }

    /// Returns the symbol as a function pointer of type `F`.
    ///
    /// # Safety
    ///
    /// `F` must be a function pointer type matching the symbol's C declaration.
    #[inline(always)]
    pub(crate) unsafe fn get<F: Copy>(&self, lib: &'static Library) -> Result<F, LoadError> {
        const { assert!(size_of::<F>() == size_of::<*mut c_void>()) };
        let p = self.ptr.load(Ordering::Acquire);
        let p = if p.is_null() || p == MISSING {
            self.resolve(lib, p)?
        } else {
            p
        };
        // SAFETY: `p` is a non-null address of the symbol, and the caller promises `F` is its
        // function pointer type; the sizes match (checked above).
        Ok(unsafe { std::mem::transmute_copy::<*mut c_void, F>(&p) })
    }

    #[cold]
    fn resolve(&self, lib: &'static Library, seen: *mut c_void) -> Result<*mut c_void, LoadError> {
        let loaded = lib.loaded()?;
        let missing = |reason: String| {
            LoadError::new(LoadErrorKind::Symbol {
                library: lib.name,
                path: loaded.path.display().to_string(),
                symbol: self.name.to_string_lossy().into_owned(),
                reason,
            })
        };
        if seen == MISSING {
            return Err(missing(
                "not exported by this library (looked up before)".into(),
            ));
        }
        // SAFETY: we only read the symbol's address; its type is the caller's concern.
        match unsafe { loaded.lib.get::<*mut c_void>(self.name.to_bytes_with_nul()) } {
            Ok(sym) if !sym.is_null() => {
                let p = *sym;
                self.ptr.store(p, Ordering::Release);
                Ok(p)
            }
            Ok(_) => {
                self.ptr.store(MISSING, Ordering::Release);
                Err(missing("resolved to a null address".into()))
            }
            Err(e) => {
                self.ptr.store(MISSING, Ordering::Release);
                Err(missing(error_text(&e)))
            }
        }
    }
}

/// What a generated `sys` function could not report in its return code: why the library or
/// the function is missing, or the value it returned that the bindings do not know.
pub(crate) enum Failure {
    /// The library or the function could not be loaded.
    Load(LoadError),
    /// `function` returned `raw`, which the bindings mapped to a known code.
    Unknown { function: &'static str, raw: i64 },
}

/// The last [`Failure`] a `sys` function of this thread recorded, with the module (`api`) and
/// the code it returned for it.
struct Recorded {
    api: &'static str,
    code: i64,
    failure: Failure,
}

thread_local! {
    /// Written only on the cold paths of the `sys` functions (a missing library or function, an
    /// unknown value), and taken by the `result` layer when it turns that code into an error.
    static LAST_FAILURE: std::cell::RefCell<Option<Recorded>> =
        const { std::cell::RefCell::new(None) };
}

/// Records `failure` for this thread: the `sys` function of module `api` (`"libcuda"`,
/// `"NVRTC"`, `"NCCL"`, `"NPP"`) returned `code` for it. Replaces what was recorded before.
#[cold]
pub(crate) fn record_failure(api: &'static str, code: i64, failure: Failure) {
    let recorded = Recorded { api, code, failure };
    // A thread being torn down has nowhere to keep it; the code alone still says what failed.
    let _ = LAST_FAILURE.try_with(|last| {
        if let Ok(mut last) = last.try_borrow_mut() {
            *last = Some(recorded);
        }
    });
}

/// Takes what this thread recorded for module `api`, if anything, and returns it when it was
/// recorded with `code`: the `result` layer calls this when a call returned `code`, an error.
/// What was recorded with another code is dropped (it belonged to an earlier call whose code
/// was not turned into an error here), so it cannot be attached to a later error.
#[cold]
pub(crate) fn take_failure(api: &'static str, code: i64) -> Option<Failure> {
    take_recorded(api, Some(code))
}

/// Takes what this thread recorded for module `api`, whatever its code: for a function that
/// returns a pointer, which is null when the library or the function is missing.
#[cfg(any(feature = "npp", feature = "nccl"))]
#[cold]
pub(crate) fn take_any_failure(api: &'static str) -> Option<Failure> {
    take_recorded(api, None)
}

fn take_recorded(api: &'static str, code: Option<i64>) -> Option<Failure> {
    LAST_FAILURE
        .try_with(|last| {
            let mut last = last.try_borrow_mut().ok()?;
            if last.as_ref()?.api != api {
                return None;
            }
            let recorded = last.take()?;
            code.is_none_or(|c| c == recorded.code)
                .then_some(recorded.failure)
        })
        .ok()
        .flatten()
}

/// A library or one of its functions could not be loaded.
///
/// Its message lists every path that was tried, why each failed, and the environment variable
/// that overrides the search.
///
/// # Examples
///
/// ```
/// use cuda_driver::loader::LIBCUDA;
///
/// if let Err(e) = LIBCUDA.load() {
///     assert!(e.to_string().contains("CUDA_DRIVER_LIBCUDA_PATH"));
///     assert!(!e.tried().is_empty());
/// }
/// ```
#[derive(Clone)]
pub struct LoadError(Arc<LoadErrorInner>);

struct LoadErrorInner {
    kind: LoadErrorKind,
    note: Option<&'static str>,
}

enum LoadErrorKind {
    Library {
        library: &'static str,
        env_var: &'static str,
        from_var: Option<&'static str>,
        tried: Vec<(String, String)>,
    },
    Symbol {
        library: &'static str,
        path: String,
        symbol: String,
        reason: String,
    },
    AlreadyLoaded {
        library: &'static str,
        loaded: String,
        requested: String,
    },
}

impl LoadError {
    fn new(kind: LoadErrorKind) -> Self {
        LoadError(Arc::new(LoadErrorInner { kind, note: None }))
    }

    fn with_note(self, note: &'static str) -> Self {
        let kind = match Arc::try_unwrap(self.0) {
            Ok(inner) => inner.kind,
            Err(shared) => return LoadError(shared),
        };
        LoadError(Arc::new(LoadErrorInner {
            kind,
            note: Some(note),
        }))
    }

    /// The library concerned: `"libcuda"` or `"NVRTC"`.
    ///
    /// ```
    /// use cuda_driver::loader::NVRTC;
    ///
    /// // SAFETY: the file does not exist, so nothing is loaded.
    /// let e = unsafe { NVRTC.load_from("/nowhere/libnvrtc.so.12") }.unwrap_err();
    /// assert_eq!(e.library(), "NVRTC");
    /// assert_eq!(e.library(), NVRTC.name());
    /// ```
    pub fn library(&self) -> &'static str {
        match &self.0.kind {
            LoadErrorKind::Library { library, .. }
            | LoadErrorKind::Symbol { library, .. }
            | LoadErrorKind::AlreadyLoaded { library, .. } => library,
        }
    }

    /// The paths that were tried, each with the reason it failed. Empty unless the library
    /// itself could not be loaded.
    ///
    /// ```
    /// use cuda_driver::loader::NVRTC;
    ///
    /// // SAFETY: the file does not exist, so nothing is loaded.
    /// let e = unsafe { NVRTC.load_from("/nowhere/libnvrtc.so.12") }.unwrap_err();
    /// let (path, why) = &e.tried()[0];
    /// assert_eq!(path, "/nowhere/libnvrtc.so.12");
    /// println!("{path}: {why}"); // such as "cannot open shared object file"
    /// ```
    pub fn tried(&self) -> &[(String, String)] {
        match &self.0.kind {
            LoadErrorKind::Library { tried, .. } => tried,
            _ => &[],
        }
    }

    /// The missing symbol, when the library loaded but lacks a function.
    ///
    /// ```
    /// # #[cfg(target_os = "linux")] {
    /// use cuda_driver::{driver::result, loader::LIBCUDA};
    ///
    /// // A library that loads but is not the driver: the first call names what is missing.
    /// // SAFETY: libc's initialisers have already run in this process, and it exports none of
    /// // the driver's functions, so none is ever called through it.
    /// unsafe { LIBCUDA.load_from("libc.so.6") }.unwrap();
    /// let e = result::init().unwrap_err();
    /// let load = e.load_error().unwrap();
    /// assert_eq!(load.missing_symbol(), Some("cuInit"));
    /// assert!(load.tried().is_empty());
    /// # }
    /// ```
    pub fn missing_symbol(&self) -> Option<&str> {
        match &self.0.kind {
            LoadErrorKind::Symbol { symbol, .. } => Some(symbol),
            _ => None,
        }
    }
}

impl fmt::Display for LoadError {
    /// What failed and why: every path tried with its reason, and the variable to set; or the
    /// missing function and the library it was looked up in.
    ///
    /// ```
    /// use cuda_driver::loader::NVRTC;
    ///
    /// // SAFETY: the file does not exist, so nothing is loaded.
    /// let e = unsafe { NVRTC.load_from("/nowhere/libnvrtc.so.12") }.unwrap_err();
    /// let msg = e.to_string();
    /// assert!(msg.starts_with("could not load NVRTC"));
    /// assert!(msg.contains("/nowhere/libnvrtc.so.12"));
    /// assert!(msg.contains("set CUDA_DRIVER_NVRTC_PATH"));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0.kind {
            LoadErrorKind::Library {
                library,
                env_var,
                from_var,
                tried,
            } => {
                write!(f, "could not load {library}")?;
                if let Some(note) = self.0.note {
                    write!(f, " ({note})")?;
                } else if let Some(var) = from_var {
                    write!(f, " from the path in {var}")?;
                }
                write!(f, "; tried:")?;
                for (path, why) in tried {
                    write!(f, "\n  {path}: {why}")?;
                }
                write!(
                    f,
                    "\nset {env_var} to the library's full path, or to the folder that holds it, \
                     to choose it"
                )
            }
            LoadErrorKind::Symbol {
                library,
                path,
                symbol,
                reason,
            } => write!(
                f,
                "{library} at {path} has no function {symbol} ({reason}); \
                 the library may be older than this function, or not {library} at all"
            ),
            LoadErrorKind::AlreadyLoaded {
                library,
                loaded,
                requested,
            } => write!(
                f,
                "cannot load {library} from {requested}: it is already loaded from {loaded}"
            ),
        }
    }
}

impl fmt::Debug for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "LoadError({self})")
    }
}

/// A `LoadError` is a standard error, so `?` turns it into `Box<dyn Error>` and friends.
///
/// ```
/// use cuda_driver::loader::LIBCUDA;
/// use std::error::Error;
///
/// fn driver_path() -> Result<std::path::PathBuf, Box<dyn Error>> {
///     Ok(LIBCUDA.load()?.to_path_buf())
/// }
/// match driver_path() {
///     Ok(p) => println!("driver at {}", p.display()),
///     Err(e) => assert!(e.to_string().contains("libcuda")),
/// }
/// ```
impl std::error::Error for LoadError {}

fn libcuda_candidates() -> Vec<PathBuf> {
    if cfg!(windows) {
        return vec!["nvcuda.dll".into()];
    }
    vec![
        "libcuda.so.1".into(),
        "libcuda.so".into(),
        "/usr/lib/wsl/lib/libcuda.so.1".into(),
    ]
}

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
    dirs.extend(nvrtc_wheel_dirs(site_packages()));
    for dir in dirs {
        for name in &names {
            out.push(dir.join(name));
        }
    }
    out
}

// NCCL (feature `nccl`).
#[cfg(feature = "nccl")]
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

/// Python site-packages folders found without starting a process: those of an active virtual
/// or conda environment, of the `python3` first on the PATH (from where its executable lies),
/// of the system's and the user's Pythons (`lib/python3.*/site-packages` and `dist-packages`
/// under `/usr`, `/usr/local` and `~/.local`), and of pyenv's versions.
pub(crate) fn site_packages() -> Vec<PathBuf> {
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

// ---- NPP (feature `npp`) ----------------------------------------------------------------------

/// The variable naming the folder that holds the NPP libraries.
#[cfg(feature = "npp")]
const NPP_PATH_VAR: &str = "CUDA_DRIVER_NPP_PATH";

/// NPP's core library, `nppc`: versions and what the others share.
#[cfg(feature = "npp")]
pub static NPPC: Library = Library {
    name: "NPP (nppc)",
    env_var: NPP_PATH_VAR,
    candidates: || npp_candidates("nppc"),
    last_resort: None,
    state: OnceLock::new(),
};

/// NPP's geometry library, `nppig`: resize and remap.
#[cfg(feature = "npp")]
pub static NPPIG: Library = Library {
    name: "NPP (nppig)",
    env_var: NPP_PATH_VAR,
    candidates: || npp_candidates("nppig"),
    last_resort: None,
    state: OnceLock::new(),
};

/// NPP's data exchange library, `nppidei`: copies, borders, conversions, channel swaps.
#[cfg(feature = "npp")]
pub static NPPIDEI: Library = Library {
    name: "NPP (nppidei)",
    env_var: NPP_PATH_VAR,
    candidates: || npp_candidates("nppidei"),
    last_resort: None,
    state: OnceLock::new(),
};

/// NPP's color conversion library, `nppicc`.
#[cfg(feature = "npp")]
pub static NPPICC: Library = Library {
    name: "NPP (nppicc)",
    env_var: NPP_PATH_VAR,
    candidates: || npp_candidates("nppicc"),
    last_resort: None,
    state: OnceLock::new(),
};

/// NPP major versions this crate supports, newest first.
#[cfg(feature = "npp")]
const NPP_MAJORS: [u32; 2] = [13, 12];

/// The file names of NPP library `stem` (`"nppig"`), newest major first.
#[cfg(feature = "npp")]
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

#[cfg(feature = "npp")]
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

// ---- end of NPP --------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;

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

    #[cfg(target_os = "linux")]
    #[test]
    fn library_without_the_symbol_names_the_symbol() {
        static LIBC: Library = Library {
            name: "libcuda",
            env_var: "CUDA_DRIVER_LIBCUDA_PATH",
            candidates: || vec!["libc.so.6".into()],
            last_resort: None,
            state: OnceLock::new(),
        };
        static SYM: Symbol = Symbol::new(c"cuInit");
        type F = unsafe extern "C" fn(u32) -> u32;
        for _ in 0..2 {
            // SAFETY: the lookup fails, so no function is ever called through F.
            let err = unsafe { SYM.get::<F>(&LIBC) }.expect_err("libc has no cuInit");
            assert_eq!(err.missing_symbol(), Some("cuInit"));
            assert!(err.to_string().contains("libc.so.6"), "{err}");
        }
        // A symbol that libc has resolves and can be called.
        static STRLEN: Symbol = Symbol::new(c"strlen");
        type S = unsafe extern "C" fn(*const std::ffi::c_char) -> usize;
        // SAFETY: strlen has this signature and gets a NUL-terminated string.
        let n = unsafe { (STRLEN.get::<S>(&LIBC).unwrap())(c"four".as_ptr()) };
        assert_eq!(n, 4);
    }

    #[test]
    fn load_from_after_load_reports_the_first_path() {
        let lib = test_library(|| vec!["/nonexistent/x.so".into()]);
        let first = lib.load().expect_err("nothing to load");
        // SAFETY: the search already failed, so nothing is loaded.
        let again = unsafe { lib.load_from("/elsewhere.so") }.expect_err("search already failed");
        assert_eq!(first.to_string(), again.to_string());
    }

    // NCCL (feature `nccl`).
    #[cfg(feature = "nccl")]
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

    #[cfg(feature = "nccl")]
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

    #[cfg(all(feature = "npp", unix))]
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
