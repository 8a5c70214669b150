//! What the errors of the libraries that sit on the driver (cuBLAS, cuBLASLt, cuRAND, NCCL)
//! share: one implementation, [`error_type!`], which writes each type's constructors,
//! accessors, conversions and standard traits from a few lines that say what is its own; and
//! the parts of it that are plain functions: `Display` ([`display`]), `Error::source`
//! ([`source`]) and the check of a status a `sys` function returned ([`from_status`]), written
//! once for every [`LibError`]. The details they show are kept by [`error_context`].

use crate::driver::DriverError;
use crate::error_context::{self, Carried, Coded};
use crate::loader::{Library, LoadError};
use std::fmt;

/// An error of a library that sits on the driver (cuBLAS, cuBLASLt, cuRAND, NCCL): what its
/// `Display` ([`display`]), `Error::source` ([`source`]) and the check of a status a `sys`
/// function returned ([`from_status`]) need to know of it.
pub(crate) trait LibError: Coded + From<LoadError> {
    /// The library's status code.
    type Status: Copy + PartialEq + fmt::Debug;
    /// The name under which the library's `sys` module records what its codes cannot say.
    const API: &'static str;
    /// The code the bindings return when the library could not be loaded.
    const LOAD_FAILED: Self::Status;
    /// The library's loader.
    fn loader() -> &'static Library;
    /// The error's code.
    fn status(&self) -> Self::Status;
    /// What the code means, in the words of the library's header.
    fn description(&self) -> &'static str;
    /// The driver error behind this one, if any.
    fn driver_error(&self) -> Option<DriverError>;
    /// What the library itself said about the error (NCCL's last error), if anything.
    fn library_message(&self) -> Option<String> {
        None
    }
}

/// `Display` of a library error: the code, then the loading failure, the driver error behind
/// it or the code's description, what the library said, and what was being done.
pub(crate) fn display<E: LibError>(e: &E, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let code = e.status();
    if let Some(load) = error_context::load_error(e) {
        write!(f, "{code:?}: {load}")?;
    } else if let Some(d) = driver_text(e) {
        write!(f, "{code:?}: {d}")?;
    } else {
        write!(f, "{code:?} ({})", e.description())?;
    }
    if let Some(said) = e.library_message() {
        write!(f, ": {said}")?;
    }
    if let Some(what) = error_context::what(e) {
        write!(f, " {what}")?;
    }
    Ok(())
}

/// The text of the driver error behind `e`, if any, read without changing the details this
/// thread keeps for the driver's codes: printing an error must not change another one.
fn driver_text<E: LibError>(e: &E) -> Option<String> {
    error_context::internal(|| e.driver_error().map(|d| d.to_string()))
}

/// `Error::source` of a library error: the driver error behind it, or the loading failure.
pub(crate) fn source<E: LibError>(e: &E) -> Option<&'static (dyn std::error::Error + 'static)> {
    if let Some(d) = error_context::internal(|| e.driver_error()) {
        return Some(crate::driver::result::static_error(d.0));
    }
    error_context::load_error(e).map(|l| l as _)
}

/// The error for `code`, which a `sys` function of `E`'s library just returned (not a
/// success), with what the bindings recorded about it on this thread: the loader's message
/// when the library or the function is missing, or the value a newer library returned that
/// they turned into another code. `new` makes a plain error of a code.
#[cold]
#[inline(never)]
pub(crate) fn from_status<E: LibError>(code: E::Status, raw: i64, new: impl Fn() -> E) -> E {
    use crate::loader::Failure;
    match crate::loader::take_failure(E::API, raw) {
        Some(Failure::Load(e)) => E::from(e),
        Some(Failure::Unknown { function, raw }) => error_context::with_context(
            new(),
            format!("from {function}, which returned {raw}: a code newer than these bindings"),
        ),
        // The library failed to load: the code comes from the bindings.
        None if code == E::LOAD_FAILED => match E::loader().load_failure() {
            Some(e) => E::from(e),
            None => new(),
        },
        None => new(),
    }
}

/// What a library error keeps besides a context and a load error (its
/// [`Details::extra`](error_context::Details)), when that is only the driver error behind it.
#[cfg_attr(
    not(any(feature = "cublas", feature = "cublaslt", feature = "curand")),
    allow(dead_code)
)]
#[derive(Clone, Default)]
pub(crate) struct Behind {
    /// The driver error behind it, with its details.
    pub(crate) driver: Option<Carried<DriverError>>,
}

/// Writes an error type of a library that sits on the driver, in cudarc's shape
/// (`pub struct CublasError(pub cublasStatus_t)`, `Copy`, `Eq`, built and matched as a tuple
/// struct), and everything these types share: `new`, `context`, `code`, `what`, `load_error`,
/// `driver_error` and `refused`; `From<LoadError>`, `From<DriverError>`; [`Coded`],
/// [`LibError`], `Display`, `Debug` and `Error`; the section of its docs on how long its
/// details last. Optionally also `From<E> for DriverError` and the status's `result()`.
///
/// The call gives the struct (its docs and derives included) and then, in this order:
///
/// - `library`: its name in docs and messages, and the key under which its `sys` module
///   records what its codes cannot say;
/// - `module`: its module of the crate (for the doc examples); `lib`: its
///   [`Lib`](error_context::Lib); `loader`: its [`Library`] in `crate::loader`;
/// - `codes`: how many codes its status has (the bound the docs give; checked at build);
/// - `example`: a code for the doc examples; `context_example`: a context, as the crate writes
///   them; `loads_with`: a function of its `result` module that needs no GPU (the
///   `load_error` example calls it);
/// - `load_failed`: the code of a library that could not be loaded (what the bindings return
///   then); `missing_function` (optional): the code of a function it lacks, if another;
/// - `driver_invalid_value`, `driver_failure`: the codes a driver error becomes (an argument
///   the driver layer refused, anything else);
/// - `extra`: what its details keep ([`Behind`], or a type of its own with a `driver` field);
/// - `description`: a `fn(Status) -> &'static str` in the words of its header;
/// - optional: `library_message` (a `fn(&E) -> Option<String>`, what the library said),
///   `to_driver_error` (a `CUresult` for `From<E> for DriverError` when no driver error is
///   behind it; without it the type writes its own), `success` (its status's success code, for
///   `result()`; without it the type writes its own).
macro_rules! error_type {
    (
        $(#[$attr:meta])*
        pub struct $E:ident(pub sys::$Status:ident);

        library: $library:literal,
        module: $module:ident,
        lib: $lib:ident,
        loader: $loader:ident,
        codes: $codes:literal,
        example: $example:ident,
        context_example: $context_example:literal,
        loads_with: $loads_with:ident,
        load_failed: $load_failed:ident,
        $(missing_function: $missing_function:ident,)?
        driver_invalid_value: $invalid:ident,
        driver_failure: $failure:ident,
        extra: $Extra:ty,
        description: $description:path,
        $(library_message: $message:path,)?
        $(to_driver_error: $unknown:ident,)?
        $(success: $success:ident,)?
    ) => {
        $(#[$attr])*
        ///
        #[doc = $crate::error_context::held_docs!($E, $Status, $codes)]
        pub struct $E(pub sys::$Status);

        $crate::error_context::assert_codes!(sys::$Status, $codes);

        impl $crate::error_context::Coded for $E {
            const LIB: $crate::error_context::Lib = $crate::error_context::Lib::$lib;
            fn raw_code(&self) -> i64 {
                self.0 as i64
            }
        }

        impl $E {
            #[doc = concat!(
                "An error for `code` (details this thread kept for an earlier error of the same ",
                "code are forgotten).\n\n```\n",
                $crate::lib_error::uses!($module, $E, $Status),
                "let e = ", stringify!($E), "::new(", stringify!($Status), "::",
                stringify!($example), ");\nassert!(e.what().is_none());\n```",
            )]
            #[cold]
            pub fn new(code: sys::$Status) -> Self {
                $crate::error_context::fresh($E(code))
            }

            #[doc = concat!(
                "Adds what was being done, as in `\"", $context_example, "\"`: later context ",
                "first, the earlier one after it in parentheses.\n\n```\n",
                $crate::lib_error::uses!($module, $E, $Status),
                "let e = ", stringify!($E), "::new(", stringify!($Status), "::",
                stringify!($example), ").context(\"while testing\");\n",
                "assert_eq!(e.what().as_deref(), Some(\"while testing\"));\n",
                "assert!(e.to_string().ends_with(\"while testing\"));\n```",
            )]
            #[cold]
            pub fn context(self, what: impl Into<String>) -> Self {
                $crate::error_context::with_context(self, what.into())
            }

            #[doc = concat!(
                "The `", stringify!($Status), "` code (`self.0`).\n\n```\n",
                $crate::lib_error::uses!($module, $E, $Status),
                "let e = ", stringify!($E), "::new(", stringify!($Status), "::",
                stringify!($example), ");\nassert_eq!(e.code(), ", stringify!($Status), "::",
                stringify!($example), ");\nassert_eq!(e.code(), e.0);\n```",
            )]
            pub fn code(&self) -> sys::$Status {
                self.0
            }

            #[doc = concat!(
                "What was being done, if the crate or the caller said.\n\n```\n",
                $crate::lib_error::uses!($module, $E, $Status),
                "assert_eq!(", stringify!($E), "::new(", stringify!($Status), "::",
                stringify!($example), ").what(), None);\n```",
            )]
            pub fn what(&self) -> Option<String> {
                $crate::error_context::what(self)
            }

            #[doc = concat!(
                "The loading failure behind this error, when ", $library, " or one of its ",
                "functions was missing.\n\n```\n",
                "if let Err(e) = cuda_driver::", stringify!($module), "::result::",
                stringify!($loads_with), "() {\n",
                "    if let Some(load) = e.load_error() {\n",
                "        println!(\"{load}\"); // every path tried, and the variable to set\n",
                "    }\n}\n```",
            )]
            pub fn load_error(&self) -> Option<&'static $crate::loader::LoadError> {
                $crate::error_context::load_error(self)
            }

            #[doc = concat!(
                "The CUDA driver error behind this one (code `", stringify!($failure), "`, or `",
                stringify!($invalid), "` for an argument the driver layer refused), if any, ",
                "with its context.\n\n```\n",
                "use cuda_driver::", stringify!($module), "::result::", stringify!($E), ";\n",
                "use cuda_driver::driver::{DriverError, sys::CUresult};\n",
                "let e = ", stringify!($E),
                "::from(DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY));\n",
                "assert_eq!(e.driver_error().unwrap().code(), CUresult::CUDA_ERROR_OUT_OF_MEMORY);\n",
                "```",
            )]
            pub fn driver_error(&self) -> Option<$crate::driver::DriverError> {
                let x = $crate::error_context::extra::<_, $Extra>(self)?;
                Some(x.driver.clone()?.release())
            }

            /// A call refused before it reached the library, with code `code`, saying why.
            #[cold]
            pub(crate) fn refused(code: sys::$Status, what: impl Into<String>) -> Self {
                $E::new(code).context(what)
            }
        }

        impl From<$crate::loader::LoadError> for $E {
            #[doc = concat!(
                "The error for a library or function that could not be loaded: code `",
                stringify!($load_failed), "` (what the bindings return then), with the ",
                "loader's message.",
            )]
            $(#[doc = concat!(
                "A function the library lacks (an older release) is `",
                stringify!($missing_function), "`.",
            )])?
            #[cold]
            fn from(e: $crate::loader::LoadError) -> Self {
                let code = sys::$Status::$load_failed;
                $(
                    let code = if e.missing_symbol().is_some() {
                        sys::$Status::$missing_function
                    } else {
                        code
                    };
                )?
                $crate::error_context::from_load($E(code), e)
            }
        }

        impl From<$crate::driver::DriverError> for $E {
            #[doc = concat!(
                "A driver error as a ", $library, " error: an argument the driver layer refused ",
                "(`CUDA_ERROR_INVALID_VALUE`, such as a buffer of another device) becomes `",
                stringify!($invalid), "`, any other `", stringify!($failure), "`; the driver ",
                "error is kept (its message is this one's, and [`driver_error`](",
                stringify!($E), "::driver_error) returns it).",
            )]
            #[cold]
            fn from(e: $crate::driver::DriverError) -> Self {
                let code = if e.code() == $crate::driver::sys::CUresult::CUDA_ERROR_INVALID_VALUE
                {
                    sys::$Status::$invalid
                } else {
                    sys::$Status::$failure
                };
                $crate::error_context::wrapping($E(code), e, |x: &mut $Extra, d| {
                    x.driver = Some(d)
                })
            }
        }

        $(
            impl From<$E> for $crate::driver::DriverError {
                #[doc = concat!(
                    "A ", $library, " error as a driver error: the driver error it wraps if it ",
                    "has one, else `", stringify!($unknown), "` with the ", $library,
                    " error's message as context.",
                )]
                #[cold]
                fn from(e: $E) -> Self {
                    if let Some(d) = e.driver_error() {
                        return d;
                    }
                    $crate::driver::DriverError::new($crate::driver::sys::CUresult::$unknown)
                        .context(format!(concat!($library, " error: {}"), e))
                }
            }
        )?

        impl $crate::lib_error::LibError for $E {
            type Status = sys::$Status;
            const API: &'static str = $library;
            const LOAD_FAILED: sys::$Status = sys::$Status::$load_failed;
            fn loader() -> &'static $crate::loader::Library {
                &$crate::loader::$loader
            }
            fn status(&self) -> sys::$Status {
                self.0
            }
            fn description(&self) -> &'static str {
                $description(self.0)
            }
            fn driver_error(&self) -> Option<$crate::driver::DriverError> {
                $E::driver_error(self)
            }
            $(
                fn library_message(&self) -> Option<String> {
                    $message(self)
                }
            )?
        }

        impl ::std::fmt::Display for $E {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                $crate::lib_error::display(self, f)
            }
        }

        impl ::std::fmt::Debug for $E {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, concat!(stringify!($E), "({})"), self)
            }
        }

        impl ::std::error::Error for $E {
            /// The driver error behind this one (with its context, on this thread), or the
            /// loading failure.
            fn source(&self) -> Option<&(dyn ::std::error::Error + 'static)> {
                $crate::lib_error::source(self)
            }
        }

        $(
            impl sys::$Status {
                #[doc = concat!(
                    "Transforms the code into a `Result` (cudarc's `", stringify!($Status),
                    "::result`): `", stringify!($success), "` is `Ok`, every other code an ",
                    "error, with the loader's message when ", $library, " or the function was ",
                    "missing.\n\n```\nuse cuda_driver::", stringify!($module), "::sys::",
                    stringify!($Status), ";\nassert!(", stringify!($Status), "::",
                    stringify!($success), ".result().is_ok());\nassert!(",
                    stringify!($Status), "::", stringify!($example), ".result().is_err());\n```",
                )]
                #[inline(always)]
                pub fn result(self) -> Result<(), $E> {
                    match self {
                        sys::$Status::$success => Ok(()),
                        code => Err($crate::lib_error::from_status(code, code as i64, || {
                            $E::new(code)
                        })),
                    }
                }
            }
        )?
    };
}
pub(crate) use error_type;

/// The `use` line of a doc example of an error type: the type and its status.
macro_rules! uses {
    ($module:ident, $E:ident, $Status:ident) => {
        concat!(
            "use cuda_driver::",
            stringify!($module),
            "::{result::",
            stringify!($E),
            ", sys::",
            stringify!($Status),
            "};\n",
        )
    };
}
pub(crate) use uses;
