//! Finding and loading libcuda, NVRTC, NCCL, NPP, cuRAND, cuBLAS and cuBLASLt at run time.
//!
//! Nothing is linked at build time: the first call into a library loads it,
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
//! | libcuda | `CUDA_DRIVER_LIBCUDA_PATH` | `libcuda.so.1`, `libcuda.so`, `/usr/lib/wsl/lib/libcuda.so.1` (`nvcuda.dll` on Windows) |
//! | NVRTC | `CUDA_DRIVER_NVRTC_PATH` | `libnvrtc.so.13`, `libnvrtc.so.12`, `libnvrtc.so`, then those names in the toolkit's folders (`lib64` and `lib` under `$CUDA_PATH`, `$CUDA_HOME` and `$CUDA_ROOT`, then `/usr/local/cuda/lib64`) and the PyPI wheels' folders (`nvidia/cu13/lib`, `nvidia/cuda_nvrtc/lib`) in Python's site-packages: those of `VIRTUAL_ENV`, `CONDA_PREFIX`, the `python3` on the PATH, `/usr`, `/usr/local`, `~/.local` and pyenv's versions, found without starting a process; only if all of that fails is `python3 -c` asked for its site-packages (once per process) |
//! | NCCL (feature `nccl`) | `CUDA_DRIVER_NCCL_PATH` | `libnccl.so.2`, `libnccl.so`, then `libnccl.so.2` in the PyPI wheels' folders (`nvidia-nccl-cu12` / `nvidia-nccl-cu13`: `nvidia/nccl/lib`, `nvidia/cu13/lib`) in Python's site-packages and in `/usr/lib/x86_64-linux-gnu` |
//! | cuRAND (feature `curand`) | `CUDA_DRIVER_CURAND_PATH` | `libcurand.so.10`, `libcurand.so`, then those names in the toolkit's folders (as NVRTC's), then `libcurand.so.10` in the PyPI wheels' folders (`nvidia-curand-cu12`: `nvidia/curand/lib`; `nvidia/cu13/lib`) in Python's site-packages and in `/usr/lib/x86_64-linux-gnu` |
//! | cuBLAS (feature `cublas`) | `CUDA_DRIVER_CUBLAS_PATH` | `libcublas.so.12`, `libcublas.so.13`, `libcublas.so`, then those names in the toolkit's folders (as NVRTC's), then the PyPI wheels' folders (`nvidia-cublas-cu12`: `nvidia/cublas/lib`; `nvidia/cu13/lib`) in Python's site-packages and `/usr/lib/x86_64-linux-gnu` |
//! | cuBLASLt (feature `cublaslt`) | `CUDA_DRIVER_CUBLASLT_PATH` | as cuBLAS, with `libcublasLt` for `libcublas` |
//!
//! When the override variable is set, only that path is tried; when it names a folder, the
//! library's usual file names in that folder are.
//!
//! With the `npp` feature, the NPP libraries (`nppc`, `nppig`, `nppidei`, `nppicc`) are found
//! the same way: `CUDA_DRIVER_NPP_PATH` names the folder that holds them; otherwise
//! `libnppc.so.13`, `libnppc.so.12`, `libnppc.so` (and so on for each library), then those
//! names in the same toolkit folders as NVRTC's and the PyPI
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
//! `CUDA_DRIVER_NVRTC_PATH`, `CUDA_DRIVER_NCCL_PATH`, `CUDA_DRIVER_NPP_PATH`,
//! `CUDA_DRIVER_CURAND_PATH`, `CUDA_DRIVER_CUBLAS_PATH`, `CUDA_DRIVER_CUBLASLT_PATH`) name a library
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

// One file per library (what it is called and where it lies), the search they share, and what
// the generated `sys` modules use: `Symbol` to resolve a function, `failure` to report why one
// could not be called.
#[cfg(any(feature = "cublas", feature = "cublaslt"))]
mod cublas;
mod cuda;
#[cfg(feature = "curand")]
mod curand;
mod error;
mod failure;
#[cfg(feature = "nccl")]
mod nccl;
#[cfg(feature = "npp")]
mod npp;
mod nvrtc;
mod search;
mod symbol;

#[cfg(feature = "cublas")]
pub use cublas::CUBLAS;
#[cfg(feature = "cublaslt")]
pub use cublas::CUBLASLT;
pub use cuda::LIBCUDA;
#[cfg(feature = "curand")]
pub use curand::CURAND;
pub use error::LoadError;
#[cfg(any(feature = "npp", feature = "nccl"))]
pub(crate) use failure::take_any_failure;
pub(crate) use failure::{Failure, record_failure, take_failure};
#[cfg(feature = "nccl")]
pub use nccl::NCCL;
#[cfg(feature = "npp")]
pub use npp::{NPPC, NPPICC, NPPIDEI, NPPIG};
pub use nvrtc::NVRTC;
pub(crate) use symbol::Symbol;

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use error::LoadErrorKind;

/// A dynamically loaded library, found on first use and kept loaded for the life of the process.
///
/// The libraries are the statics [`LIBCUDA`] and [`NVRTC`], and with their features `NCCL`,
/// `CURAND`, `CUBLAS`, `CUBLASLT` and the NPP ones (`NPPC`, `NPPIG`, `NPPIDEI`, `NPPICC`).
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
}
