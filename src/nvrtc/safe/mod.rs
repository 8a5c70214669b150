//! Compiling CUDA C++ to PTX with NVRTC, with a compile cache.

use super::result::{self, NvrtcError};
use super::sys;
use std::borrow::Cow;
use std::collections::HashMap;
use std::ffi::{CStr, CString};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// PTX (or a cubin or fatbin image) ready for [`CudaDevice::load_ptx`](crate::driver::CudaDevice::load_ptx).
///
/// # Examples
///
/// ```
/// use cuda_driver::nvrtc::Ptx;
///
/// let ptx = Ptx::from_src(".version 8.0\n.target sm_90\n.address_size 64\n");
/// assert!(ptx.to_src().starts_with(".version"));
/// let from_file = Ptx::from_file("kernels/my_kernel.ptx"); // read when loaded
/// # let _ = from_file;
/// ```
#[derive(Debug, Clone)]
pub struct Ptx(pub(crate) PtxKind);

#[derive(Debug, Clone)]
pub(crate) enum PtxKind {
    /// PTX compiled by NVRTC, NUL-terminated.
    Image(Arc<CStr>),
    /// PTX text.
    Src(String),
    /// A file holding PTX text, a cubin or a fatbin, read when loaded.
    File(PathBuf),
    /// A cubin or fatbin image in memory.
    Binary(Arc<[u8]>),
}

impl Ptx {
    /// PTX in a file (`.ptx`, or a `.cubin` / `.fatbin` image), read when it is loaded.
    ///
    /// ```
    /// use cuda_driver::nvrtc::Ptx;
    ///
    /// let path = std::env::temp_dir().join("cuda_driver_doc_from_file.ptx");
    /// std::fs::write(&path, ".version 8.0\n.target sm_80\n.address_size 64\n").unwrap();
    /// let ptx = Ptx::from_file(&path); // nothing is read yet
    /// assert!(ptx.to_src().contains(".target sm_80"));
    /// # std::fs::remove_file(&path).unwrap();
    /// ```
    pub fn from_file<P: Into<PathBuf>>(path: P) -> Self {
        Ptx(PtxKind::File(path.into()))
    }

    /// PTX text.
    ///
    /// ```
    /// use cuda_driver::nvrtc::Ptx;
    ///
    /// // PTX written by hand, or produced by another compiler.
    /// let ptx = Ptx::from_src(".version 8.0\n.target sm_80\n.address_size 64\n");
    /// assert!(ptx.to_src().contains(".address_size 64"));
    /// ```
    pub fn from_src<S: Into<String>>(src: S) -> Self {
        Ptx(PtxKind::Src(src.into()))
    }

    /// A cubin or fatbin image, such as `include_bytes!("kernel.cubin")` or the output of
    /// `nvcc --fatbin`.
    ///
    /// ```
    /// let image = cuda_driver::nvrtc::Ptx::from_binary(vec![0x7f, b'E', b'L', b'F']);
    /// # let _ = image;
    /// ```
    pub fn from_binary(image: impl Into<Vec<u8>>) -> Self {
        Ptx(PtxKind::Binary(image.into().into()))
    }

    /// The PTX text. For a file this reads it, and gives an empty string if it cannot be read
    /// (use [`try_to_src`](Self::try_to_src) to see the error); a binary image gives an empty
    /// string.
    ///
    /// ```
    /// use cuda_driver::nvrtc::Ptx;
    ///
    /// assert_eq!(Ptx::from_src(".version 8.0").to_src(), ".version 8.0");
    /// assert_eq!(Ptx::from_file("/nowhere/kernel.ptx").to_src(), ""); // unreadable: empty
    /// assert_eq!(Ptx::from_binary(vec![0x7f, b'E', b'L', b'F']).to_src(), ""); // not text
    /// ```
    pub fn to_src(&self) -> String {
        self.try_to_src().unwrap_or_default()
    }

    /// The bytes of PTX compiled by NVRTC, with its terminating NUL (cudarc 0.19's
    /// `as_bytes`); `None` for PTX given as text, a file or a binary image.
    ///
    /// ```no_run
    /// let ptx = cuda_driver::nvrtc::compile_ptx("extern \"C\" __global__ void k() {}")?;
    /// let bytes = ptx.as_bytes().unwrap();
    /// assert_eq!(bytes.last(), Some(&0));
    /// assert!(cuda_driver::nvrtc::Ptx::from_src("// ptx").as_bytes().is_none());
    /// # Ok::<(), cuda_driver::nvrtc::CompileError>(())
    /// ```
    pub fn as_bytes(&self) -> Option<&[u8]> {
        match &self.0 {
            PtxKind::Image(c) => Some(c.to_bytes_with_nul()),
            _ => None,
        }
    }

    /// The PTX text when it is in memory as text (not a file, not a binary image).
    pub(crate) fn text(&self) -> Option<&str> {
        match &self.0 {
            PtxKind::Image(c) => c.to_str().ok(),
            PtxKind::Src(s) => Some(s),
            PtxKind::File(_) | PtxKind::Binary(_) => None,
        }
    }

    /// The PTX text, or the error reading its file.
    ///
    /// ```
    /// use cuda_driver::nvrtc::Ptx;
    ///
    /// let e = Ptx::from_file("/nowhere/kernel.ptx").try_to_src().unwrap_err();
    /// assert_eq!(e.kind(), std::io::ErrorKind::NotFound);
    /// assert!(e.to_string().contains("/nowhere/kernel.ptx"));
    /// assert_eq!(Ptx::from_src("// ptx").try_to_src().unwrap(), "// ptx");
    /// ```
    pub fn try_to_src(&self) -> std::io::Result<String> {
        match &self.0 {
            PtxKind::Image(c) => Ok(c.to_string_lossy().into_owned()),
            PtxKind::Src(s) => Ok(s.clone()),
            PtxKind::File(p) => std::fs::read_to_string(p).map_err(|e| {
                std::io::Error::new(e.kind(), format!("reading {}: {e}", p.display()))
            }),
            PtxKind::Binary(_) => Ok(String::new()),
        }
    }
}

impl<S: Into<String>> From<S> for Ptx {
    /// PTX text, as [`Ptx::from_src`].
    ///
    /// ```
    /// use cuda_driver::nvrtc::Ptx;
    ///
    /// let text = String::from(".version 8.0\n.target sm_80\n.address_size 64\n");
    /// let ptx: Ptx = text.into();
    /// assert!(ptx.to_src().starts_with(".version 8.0"));
    /// let ptx = Ptx::from(".version 8.0"); // a &str works too
    /// # let _ = ptx;
    /// ```
    fn from(value: S) -> Self {
        Self::from_src(value)
    }
}

/// Options for [`compile_ptx_with_opts`], turned into NVRTC command-line flags.
///
/// # Examples
///
/// ```
/// use cuda_driver::nvrtc::CompileOptions;
///
/// let opts = CompileOptions { arch: Some("sm_90"), ftz: Some(true), ..Default::default() };
/// # let _ = opts;
/// ```
#[derive(Clone, Debug, Default, Hash, PartialEq, Eq)]
pub struct CompileOptions {
    /// `--ftz`: flush denormal floats to zero.
    pub ftz: Option<bool>,
    /// `--prec-sqrt`: IEEE-rounded square roots.
    pub prec_sqrt: Option<bool>,
    /// `--prec-div`: IEEE-rounded division and reciprocals.
    pub prec_div: Option<bool>,
    /// `--fmad`: contract multiplies and adds into fused multiply-adds.
    pub fmad: Option<bool>,
    /// Further flags, passed as they are.
    pub options: Vec<String>,
    /// `--use_fast_math`.
    pub use_fast_math: Option<bool>,
    /// `--maxrregcount`: the most registers a thread may use. NVRTC passes it to its own
    /// code generation only: PTX carries no register cap (the driver's JIT compiles a loaded
    /// kernel without one), so to cap a kernel's registers write `__maxnreg__(n)` or
    /// `__launch_bounds__` on it in the source.
    pub maxrregcount: Option<usize>,
    /// `--include-path` for each entry.
    pub include_paths: Vec<String>,
    /// `--gpu-architecture`, such as `"sm_90"` or `"compute_80"`.
    pub arch: Option<&'static str>,
}

impl CompileOptions {
    /// The command-line flags these options stand for.
    pub(crate) fn build(&self) -> Vec<String> {
        let mut o = Vec::new();
        let mut flag = |name: &str, v: Option<bool>| {
            if let Some(v) = v {
                o.push(format!("--{name}={v}"));
            }
        };
        flag("ftz", self.ftz);
        flag("prec-sqrt", self.prec_sqrt);
        flag("prec-div", self.prec_div);
        flag("fmad", self.fmad);
        if self.use_fast_math == Some(true) {
            o.push("--use_fast_math".into());
        }
        if let Some(n) = self.maxrregcount {
            o.push(format!("--maxrregcount={n}"));
        }
        o.extend(
            self.include_paths
                .iter()
                .map(|p| format!("--include-path={p}")),
        );
        if let Some(arch) = self.arch {
            o.push(format!("--gpu-architecture={arch}"));
        }
        o.extend(self.options.iter().cloned());
        o
    }
}

/// Why a compile failed. [`CompileError::CompileError`] carries NVRTC's log.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::nvrtc::{CompileError, compile_ptx};
///
/// match compile_ptx("extern \"C\" __global__ void k() { oops }") {
///     Err(CompileError::CompileError { log, .. }) => eprintln!("{}", log.to_string_lossy()),
///     other => panic!("{other:?}"),
/// }
/// ```
#[derive(Clone, PartialEq, Eq)]
pub enum CompileError {
    /// NVRTC could not create the program (or could not be loaded: see
    /// [`NvrtcError::load_error`]).
    CreationError(NvrtcError),
    /// The source did not compile.
    CompileError {
        /// NVRTC's code.
        nvrtc: NvrtcError,
        /// The flags it was given.
        options: Vec<String>,
        /// NVRTC's log, which names the line of each error.
        log: CString,
    },
    /// The log could not be read.
    GetLogError(NvrtcError),
    /// The PTX could not be read.
    GetPtxError(NvrtcError),
    /// The program could not be destroyed.
    DestroyError(NvrtcError),
}

impl CompileError {
    /// NVRTC's log, for a failed compile.
    ///
    /// ```no_run
    /// use cuda_driver::nvrtc::compile_ptx;
    ///
    /// let e = compile_ptx("extern \"C\" __global__ void k() { undeclared = 1; }").unwrap_err();
    /// let log = e.log().unwrap();
    /// assert!(log.contains("undeclared")); // NVRTC names the line and the identifier
    /// ```
    pub fn log(&self) -> Option<Cow<'_, str>> {
        match self {
            CompileError::CompileError { log, .. } => Some(log.to_string_lossy()),
            _ => None,
        }
    }
}

impl fmt::Display for CompileError {
    /// What failed, NVRTC's code, the flags given and, for a failed compile, its log.
    ///
    /// ```no_run
    /// use cuda_driver::nvrtc::{CompileOptions, compile_ptx_with_opts};
    ///
    /// let opts = CompileOptions { ftz: Some(true), ..Default::default() };
    /// let e = compile_ptx_with_opts("extern \"C\" __global__ void k() { oops }", opts).unwrap_err();
    /// let msg = e.to_string();
    /// assert!(msg.starts_with("NVRTC compilation failed"));
    /// assert!(msg.contains("--ftz=true"));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompileError::CreationError(e) => write!(f, "NVRTC could not create the program: {e}"),
            CompileError::CompileError {
                nvrtc,
                options,
                log,
            } => {
                write!(f, "NVRTC compilation failed ({nvrtc})")?;
                if !options.is_empty() {
                    write!(f, " with options {options:?}")?;
                }
                write!(f, ":\n{}", log.to_string_lossy().trim_end())
            }
            CompileError::GetLogError(e) => write!(f, "could not read NVRTC's log: {e}"),
            CompileError::GetPtxError(e) => write!(f, "could not read the compiled PTX: {e}"),
            CompileError::DestroyError(e) => write!(f, "could not destroy the NVRTC program: {e}"),
        }
    }
}

impl fmt::Debug for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A standard error, so `?` carries it into `Box<dyn Error>` next to [`DriverError`]s.
///
/// [`DriverError`]: crate::driver::DriverError
///
/// ```no_run
/// use cuda_driver::driver::CudaDevice;
/// use cuda_driver::nvrtc::compile_ptx;
/// use std::error::Error;
///
/// fn load(dev: &std::sync::Arc<CudaDevice>) -> Result<(), Box<dyn Error>> {
///     let ptx = compile_ptx("extern \"C\" __global__ void k(float *x) {}")?; // a CompileError
///     dev.load_ptx(ptx, "m", &["k"])?; // or a DriverError
///     Ok(())
/// }
/// load(&CudaDevice::new(0)?)?;
/// # Ok::<(), Box<dyn Error>>(())
/// ```
impl std::error::Error for CompileError {}

/// Compiles CUDA C++ source to PTX with default options. See [`compile_ptx_with_opts`].
///
/// # Examples
///
/// ```no_run
/// let ptx = cuda_driver::nvrtc::compile_ptx(r#"
///     extern "C" __global__ void add_one(float *x, int n) {
///         int i = blockIdx.x * blockDim.x + threadIdx.x;
///         if (i < n) x[i] += 1.0f;
///     }"#)?;
/// assert!(ptx.to_src().contains(".entry add_one"));
/// # Ok::<(), cuda_driver::nvrtc::CompileError>(())
/// ```
pub fn compile_ptx<S: AsRef<str>>(src: S) -> Result<Ptx, CompileError> {
    compile_ptx_with_opts(src, Default::default())
}

/// Compiles CUDA C++ source to PTX with these options.
///
/// Results are cached for the life of the process, keyed by the source, the options and the
/// NVRTC version, so compiling the same source again costs a hash lookup. Set
/// `CUDA_DRIVER_NVRTC_CACHE_DIR` (or call [`cache::set_disk_dir`]) to keep them on disk too.
/// A source that may read headers of yours is compiled every time, as their text is not part
/// of the key: one compiled with [`include_paths`](CompileOptions::include_paths) or an
/// `-I`/`--include-path`/`--pre-include` option, or one with a line that mentions `include`
/// (or `embed`) other than a plain `#include <name>` of one of NVRTC's own headers.
///
/// # Examples
///
/// ```no_run
/// use cuda_driver::nvrtc::{CompileOptions, compile_ptx_with_opts};
///
/// let opts = CompileOptions { arch: Some("sm_90"), ..Default::default() };
/// let ptx = compile_ptx_with_opts("extern \"C\" __global__ void k() {}", opts)?;
/// assert!(ptx.to_src().contains(".target sm_90"));
/// # Ok::<(), cuda_driver::nvrtc::CompileError>(())
/// ```
pub fn compile_ptx_with_opts<S: AsRef<str>>(
    src: S,
    opts: CompileOptions,
) -> Result<Ptx, CompileError> {
    compile(src.as_ref(), None, &opts)
}

/// As [`compile_ptx_with_opts`], with the program's name in NVRTC's messages (its log names
/// the file as `name`, instead of `default_program`).
///
/// ```no_run
/// use cuda_driver::nvrtc::{CompileError, CompileOptions, compile_ptx_named};
///
/// let err = compile_ptx_named("__global__ void k() { oops }", "kernels.cu", CompileOptions::default())
///     .unwrap_err();
/// assert!(err.log().unwrap().contains("kernels.cu"));
/// # Ok::<(), CompileError>(())
/// ```
pub fn compile_ptx_named<S: AsRef<str>>(
    src: S,
    name: &str,
    opts: CompileOptions,
) -> Result<Ptx, CompileError> {
    compile(src.as_ref(), Some(name), &opts)
}

fn compile(src: &str, name: Option<&str>, opts: &CompileOptions) -> Result<Ptx, CompileError> {
    let options = opts.build();
    let version = result::version().map_err(CompileError::CreationError)?;
    let key = cache::Key {
        src: src.to_owned(),
        options,
        name: name.map(str::to_owned),
        version,
    };
    // Headers of the user's may change between compiles of one source: not cached.
    let cacheable = !reads_own_headers(src, &key.options);
    if let Some(ptx) = cacheable.then(|| cache::get(&key)).flatten() {
        return Ok(Ptx(PtxKind::Image(ptx)));
    }
    let image: Arc<CStr> = compile_uncached(&key)?.into();
    if cacheable {
        cache::put(key, image.clone());
    }
    Ok(Ptx(PtxKind::Image(image)))
}

/// Whether compiling `src` with `options` may read files of the user's: an include path or a
/// header named in the options, or a line of the source that mentions `include` or `embed`
/// other than a plain `#include <name>` of a relative name (a header of NVRTC's own). Erring
/// towards yes: a line the preprocessor could read a file for in any spelling (a macro naming
/// the header, a comment before the `#`, a `%:` digraph, a line spliced with `\`, an absolute
/// path in angle brackets) is one, and so is a comment that only mentions the word.
fn reads_own_headers(src: &str, options: &[String]) -> bool {
    const READING: [&str; 5] = [
        "-I",
        "--include-path",
        "--pre-include",
        "-include",
        "--embed",
    ];
    options
        .iter()
        .any(|o| READING.iter().any(|p| o.starts_with(p)))
        || src
            .lines()
            .any(|line| (line.contains("include") || line.contains("embed")) && !nvrtc_header(line))
}

/// Whether `line` is `#include <name>` alone (a trailing `//` comment aside), with `name`
/// relative and plain: a header NVRTC has built in, found on no path of the user's when no
/// include path is given.
fn nvrtc_header(line: &str) -> bool {
    let line = line.split("//").next().unwrap_or_default().trim();
    let name = line
        .strip_prefix('#')
        .and_then(|d| d.trim_start().strip_prefix("include"))
        .and_then(|r| r.trim_start().strip_prefix('<'))
        .and_then(|r| r.strip_suffix('>'));
    name.is_some_and(|n| {
        !n.is_empty()
            && !n.starts_with('/')
            && !n.contains("..")
            && n.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '/'))
    })
}

fn compile_uncached(key: &cache::Key) -> Result<CString, CompileError> {
    let prog = Program(
        result::create_program_with_name(&key.src, key.name.as_deref())
            .map_err(CompileError::CreationError)?,
    );
    cache::count_compile();
    // SAFETY: `prog` is live until `Program` drops.
    if let Err(nvrtc) = unsafe { result::compile_program(prog.0, &key.options) } {
        // SAFETY: as above.
        let log = unsafe { result::get_program_log(prog.0) }.map_err(CompileError::GetLogError)?;
        return Err(CompileError::CompileError {
            nvrtc,
            options: key.options.clone(),
            log: result::buf_to_cstring(&log),
        });
    }
    // SAFETY: as above, and the program compiled.
    let ptx = unsafe { result::get_ptx(prog.0) }.map_err(CompileError::GetPtxError)?;
    Ok(result::buf_to_cstring(&ptx))
}

/// Owns an NVRTC program and destroys it on drop.
struct Program(sys::nvrtcProgram);

impl Drop for Program {
    fn drop(&mut self) {
        // SAFETY: the program is live and dropped once. A failure to destroy leaks the program,
        // which is all that can be done in drop.
        let _ = unsafe { result::destroy_program(self.0) };
    }
}

/// The compile cache behind [`compile_ptx_with_opts`].
///
/// # Examples
///
/// ```
/// use cuda_driver::nvrtc::cache;
///
/// let before = cache::stats_this_thread();
/// // ... compile_ptx(...) twice ...
/// let after = cache::stats_this_thread();
/// assert!(after.compiles >= before.compiles);
/// ```
pub mod cache {
    use super::*;
    use std::cell::Cell;
    use std::hash::{Hash, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};

    #[derive(Clone, Hash, PartialEq, Eq)]
    pub(super) struct Key {
        pub(super) src: String,
        pub(super) options: Vec<String>,
        pub(super) name: Option<String>,
        pub(super) version: (i32, i32),
    }

    /// Counts of cache hits and of real NVRTC compiles.
    ///
    /// # Examples
    ///
    /// ```
    /// use cuda_driver::nvrtc::cache;
    ///
    /// let s = cache::stats();
    /// let hit_rate = s.hits as f64 / (s.hits + s.compiles).max(1) as f64;
    /// assert!((0.0..=1.0).contains(&hit_rate));
    /// ```
    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    pub struct CacheStats {
        /// Compiles answered from memory or disk.
        pub hits: u64,
        /// Compiles that ran NVRTC.
        pub compiles: u64,
    }

    static MEMORY: OnceLock<Mutex<HashMap<Key, Arc<CStr>>>> = OnceLock::new();
    static DISK: Mutex<Option<Option<PathBuf>>> = Mutex::new(None);
    static HITS: AtomicU64 = AtomicU64::new(0);
    static COMPILES: AtomicU64 = AtomicU64::new(0);
    thread_local! {
        static THREAD: Cell<CacheStats> = const { Cell::new(CacheStats { hits: 0, compiles: 0 }) };
    }

    /// The environment variable naming a folder for the on-disk cache.
    ///
    /// ```
    /// use cuda_driver::nvrtc::cache;
    ///
    /// assert_eq!(cache::DISK_CACHE_VAR, "CUDA_DRIVER_NVRTC_CACHE_DIR");
    /// match std::env::var_os(cache::DISK_CACHE_VAR) {
    ///     Some(dir) => println!("compiled PTX is kept in {}", dir.to_string_lossy()),
    ///     None => println!("compiled PTX is kept in memory only"),
    /// }
    /// ```
    pub const DISK_CACHE_VAR: &str = "CUDA_DRIVER_NVRTC_CACHE_DIR";

    /// Counts for the whole process.
    ///
    /// ```no_run
    /// use cuda_driver::nvrtc::{cache, compile_ptx};
    ///
    /// let before = cache::stats();
    /// // Counted although it runs on another thread.
    /// std::thread::spawn(|| compile_ptx("extern \"C\" __global__ void k() {}")).join().unwrap()?;
    /// let after = cache::stats();
    /// assert_eq!(after.hits + after.compiles, before.hits + before.compiles + 1);
    /// # Ok::<(), cuda_driver::nvrtc::CompileError>(())
    /// ```
    pub fn stats() -> CacheStats {
        CacheStats {
            hits: HITS.load(Ordering::Relaxed),
            compiles: COMPILES.load(Ordering::Relaxed),
        }
    }

    /// Counts for compiles made on the calling thread (NVRTC runs on the caller's thread), which
    /// other threads cannot disturb: the handy form in tests.
    ///
    /// ```no_run
    /// use cuda_driver::nvrtc::{cache, compile_ptx};
    ///
    /// let src = "extern \"C\" __global__ void twice() {}";
    /// let before = cache::stats_this_thread();
    /// compile_ptx(src)?;
    /// compile_ptx(src)?; // the same source and options: answered from the cache
    /// let after = cache::stats_this_thread();
    /// assert!(after.hits > before.hits);
    /// assert_eq!(after.hits + after.compiles, before.hits + before.compiles + 2);
    /// # Ok::<(), cuda_driver::nvrtc::CompileError>(())
    /// ```
    pub fn stats_this_thread() -> CacheStats {
        THREAD.with(|t| t.get())
    }

    /// Drops every entry held in memory (the disk cache is left as it is).
    ///
    /// ```no_run
    /// use cuda_driver::nvrtc::{cache, compile_ptx};
    ///
    /// cache::set_disk_dir(None); // memory only
    /// let src = "extern \"C\" __global__ void k() {}";
    /// compile_ptx(src)?;
    /// cache::clear();
    /// let before = cache::stats_this_thread();
    /// compile_ptx(src)?; // runs NVRTC again
    /// assert_eq!(cache::stats_this_thread().compiles, before.compiles + 1);
    /// # Ok::<(), cuda_driver::nvrtc::CompileError>(())
    /// ```
    pub fn clear() {
        if let Some(m) = MEMORY.get() {
            m.lock().unwrap_or_else(|e| e.into_inner()).clear();
        }
    }

    /// Keeps compiled PTX in `dir` as well, across processes; `None` turns that off. Overrides
    /// `CUDA_DRIVER_NVRTC_CACHE_DIR`.
    ///
    /// ```no_run
    /// use cuda_driver::nvrtc::{cache, compile_ptx};
    ///
    /// cache::set_disk_dir(Some(std::env::temp_dir().join("my-app-ptx-cache")));
    /// let src = "extern \"C\" __global__ void k() {}";
    /// compile_ptx(src)?;
    /// cache::clear(); // forget the memory copy: the next compile reads the disk
    /// let before = cache::stats_this_thread();
    /// compile_ptx(src)?;
    /// assert_eq!(cache::stats_this_thread().hits, before.hits + 1);
    /// # Ok::<(), cuda_driver::nvrtc::CompileError>(())
    /// ```
    pub fn set_disk_dir(dir: Option<PathBuf>) {
        *DISK.lock().unwrap_or_else(|e| e.into_inner()) = Some(dir);
    }

    fn disk_dir() -> Option<PathBuf> {
        let mut d = DISK.lock().unwrap_or_else(|e| e.into_inner());
        d.get_or_insert_with(|| {
            std::env::var_os(DISK_CACHE_VAR)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        })
        .clone()
    }

    fn bump(hit: bool) {
        let counter = if hit { &HITS } else { &COMPILES };
        counter.fetch_add(1, Ordering::Relaxed);
        THREAD.with(|t| {
            let mut s = t.get();
            if hit {
                s.hits += 1
            } else {
                s.compiles += 1
            }
            t.set(s);
        });
    }

    pub(super) fn count_compile() {
        bump(false);
    }

    fn memory() -> std::sync::MutexGuard<'static, HashMap<Key, Arc<CStr>>> {
        MEMORY
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn get(key: &Key) -> Option<Arc<CStr>> {
        // The memory lock is released before the disk is read (and taken again to insert).
        let in_memory = memory().get(key).cloned();
        let hit = in_memory.or_else(|| {
            let ptx: Arc<CStr> = read_disk(key)?.into();
            memory().insert(key.clone(), ptx.clone());
            Some(ptx)
        });
        if hit.is_some() {
            bump(true);
        }
        hit
    }

    pub(super) fn put(key: Key, ptx: Arc<CStr>) {
        write_disk(&key, &ptx);
        memory().insert(key, ptx);
    }

    /// The file's first part repeats the whole key, so a hash collision is a miss, not wrong PTX.
    fn header(key: &Key) -> Vec<u8> {
        let mut h = format!(
            "cuda-driver nvrtc cache 2\nnvrtc {}.{}\nname {:?}\n",
            key.version.0, key.version.1, key.name
        );
        for o in &key.options {
            h.push_str(&format!("option {o:?}\n"));
        }
        h.push_str(&format!("source {}\n", key.src.len()));
        let mut bytes = h.into_bytes();
        bytes.extend_from_slice(key.src.as_bytes());
        bytes.push(0);
        bytes
    }

    fn path(dir: &Path, key: &Key) -> PathBuf {
        let mut a = std::collections::hash_map::DefaultHasher::new();
        let mut b = std::collections::hash_map::DefaultHasher::new();
        0u8.hash(&mut a);
        1u8.hash(&mut b);
        key.hash(&mut a);
        key.hash(&mut b);
        dir.join(format!("{:016x}{:016x}.ptx-cache", a.finish(), b.finish()))
    }

    /// The line between the header and the PTX: its length and checksum, so that a file
    /// damaged or cut short is a miss, not wrong PTX.
    fn ptx_line(ptx: &[u8]) -> String {
        // FNV-1a: the same in every process and every build.
        let sum = ptx.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
        });
        format!("ptx {} {sum:016x}\n", ptx.len())
    }

    fn read_disk(key: &Key) -> Option<CString> {
        let dir = disk_dir()?;
        let bytes = std::fs::read(path(&dir, key)).ok()?;
        let rest = bytes.strip_prefix(header(key).as_slice())?;
        let newline = rest.iter().position(|&b| b == b'\n')?;
        let (line, ptx) = (&rest[..=newline], &rest[newline + 1..]);
        let ptx = CStr::from_bytes_with_nul(ptx).ok()?;
        let good = !ptx.is_empty() && line == ptx_line(ptx.to_bytes()).as_bytes();
        good.then(|| ptx.to_owned())
    }

    fn write_disk(key: &Key, ptx: &CStr) {
        let Some(dir) = disk_dir() else { return };
        // The cache is an optimisation: a folder that cannot be written costs a recompile later.
        if std::fs::create_dir_all(&dir).is_err() {
            return;
        }
        let mut bytes = header(key);
        bytes.extend_from_slice(ptx_line(ptx.to_bytes()).as_bytes());
        bytes.extend_from_slice(ptx.to_bytes_with_nul());
        let final_path = path(&dir, key);
        let tmp = final_path.with_extension(format!("tmp{}", std::process::id()));
        if std::fs::write(&tmp, bytes).is_ok() {
            let _ = std::fs::rename(&tmp, &final_path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_build_in_order() {
        let opts = CompileOptions {
            ftz: Some(true),
            prec_div: Some(false),
            use_fast_math: Some(true),
            maxrregcount: Some(60),
            include_paths: vec!["inc".into()],
            arch: Some("sm_90"),
            options: vec!["-DX=1".into()],
            ..Default::default()
        };
        assert_eq!(
            opts.build(),
            [
                "--ftz=true",
                "--prec-div=false",
                "--use_fast_math",
                "--maxrregcount=60",
                "--include-path=inc",
                "--gpu-architecture=sm_90",
                "-DX=1"
            ]
        );
        assert!(CompileOptions::default().build().is_empty());
    }

    #[test]
    fn every_spelling_of_a_header_of_the_users_is_compiled_each_time() {
        let none: &[String] = &[];
        for src in [
            "#include \"h.cuh\"\n",
            "#include </tmp/h.cuh>\n",
            "#include <../h.cuh>\n",
            "#define H \"h.cuh\"\n#include H\n",
            "/* c */ #include \"h.cuh\"\n",
            "#\\\ninclude \"h.cuh\"\n",
            "%:include \"h.cuh\"\n",
            "#if __has_include(\"h.cuh\")\n#endif\n",
            "#embed \"data.bin\"\n",
            "// we include nothing, but say so\n",
        ] {
            assert!(reads_own_headers(src, none), "{src:?}");
        }
        for opt in [
            "-I.",
            "--include-path=inc",
            "--pre-include=h.cuh",
            "-include",
            "-includeh",
        ] {
            assert!(reads_own_headers("", &[opt.to_owned()]), "{opt}");
        }
        for src in [
            "extern \"C\" __global__ void k() {}",
            "#include <cuda_fp16.h>\n",
            "  #  include <cuda/std/cstdint> // fixed-width types\n",
        ] {
            assert!(!reads_own_headers(src, none), "{src:?}");
        }
        assert!(!reads_own_headers("", &["-DX=1".to_owned()]));
    }
}
