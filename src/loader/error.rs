//! [`LoadError`]: a library, or one of its functions, could not be loaded.

use std::fmt;
use std::sync::Arc;

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

pub(super) enum LoadErrorKind {
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
    pub(super) fn new(kind: LoadErrorKind) -> Self {
        LoadError(Arc::new(LoadErrorInner { kind, note: None }))
    }

    pub(super) fn with_note(self, note: &'static str) -> Self {
        let kind = match Arc::try_unwrap(self.0) {
            Ok(inner) => inner.kind,
            Err(shared) => return LoadError(shared),
        };
        LoadError(Arc::new(LoadErrorInner {
            kind,
            note: Some(note),
        }))
    }

    /// The library concerned, as [`Library::name`](super::Library::name) gives it: `"libcuda"`,
    /// `"NVRTC"`, `"NCCL"`, `"NPP (nppig)"` and so on.
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
