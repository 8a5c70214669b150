//! Compiling with cudarc 0.19's options: [`compile_ptx`], [`compile_ptx_with_opts`] and
//! [`CompileOptions`]; [`Ptx`] and [`CompileError`] are the crate's own
//! ([`crate::nvrtc`]), so PTX compiled through either API loads through either.

pub use crate::nvrtc::{CompileError, Ptx};

/// Options for [`compile_ptx_with_opts`] (cudarc 0.19's fields), turned into NVRTC flags.
///
/// `use_fast_math: Some(true)` passes `--use_fast_math` (cudarc 0.19 passes `--fmad=true`
/// for it). `name` names the program in NVRTC's log.
///
/// # Examples
///
/// ```
/// use cuda_driver::stream_api::nvrtc::CompileOptions;
///
/// let opts = CompileOptions {
///     arch: Some("sm_90"),
///     ftz: Some(true),
///     name: Some("my_kernels.cu".into()),
///     ..Default::default()
/// };
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
    /// `--maxrregcount`: the most registers a thread may use.
    pub maxrregcount: Option<usize>,
    /// `--include-path` for each entry.
    pub include_paths: Vec<String>,
    /// `--gpu-architecture`, such as `"sm_90"` or `"compute_80"`.
    pub arch: Option<&'static str>,
    /// The program's name in NVRTC's messages (`default_program` otherwise).
    pub name: Option<String>,
}

impl CompileOptions {
    /// The crate's options for the same flags, and the name.
    fn split(self) -> (crate::nvrtc::CompileOptions, Option<String>) {
        let CompileOptions {
            ftz,
            prec_sqrt,
            prec_div,
            fmad,
            options,
            use_fast_math,
            maxrregcount,
            include_paths,
            arch,
            name,
        } = self;
        let opts = crate::nvrtc::CompileOptions {
            ftz,
            prec_sqrt,
            prec_div,
            fmad,
            options,
            use_fast_math,
            maxrregcount,
            include_paths,
            arch,
        };
        (opts, name)
    }
}

/// Compiles CUDA C++ source to PTX with default options (through the crate's compile
/// cache: see [`crate::nvrtc::compile_ptx_with_opts`]).
///
/// ```no_run
/// let ptx = cuda_driver::stream_api::nvrtc::compile_ptx("extern \"C\" __global__ void k() {}")?;
/// assert!(ptx.to_src().contains(".entry k"));
/// # Ok::<(), cuda_driver::stream_api::nvrtc::CompileError>(())
/// ```
pub fn compile_ptx<S: AsRef<str>>(src: S) -> Result<Ptx, CompileError> {
    compile_ptx_with_opts(src, Default::default())
}

/// Compiles CUDA C++ source to PTX with these options (through the crate's compile cache).
/// A failed compile's error carries NVRTC's log.
///
/// ```no_run
/// use cuda_driver::stream_api::nvrtc::{CompileOptions, compile_ptx_with_opts};
///
/// let opts = CompileOptions { name: Some("bad.cu".into()), ..Default::default() };
/// let e = compile_ptx_with_opts("extern \"C\" __global__ void k() { oops }", opts).unwrap_err();
/// assert!(e.log().unwrap().contains("bad.cu"));
/// ```
pub fn compile_ptx_with_opts<S: AsRef<str>>(
    src: S,
    opts: CompileOptions,
) -> Result<Ptx, CompileError> {
    match opts.split() {
        (opts, Some(name)) => crate::nvrtc::compile_ptx_named(src, &name, opts),
        (opts, None) => crate::nvrtc::compile_ptx_with_opts(src, opts),
    }
}
