//! What the errors of the libraries that sit on the driver (cuBLAS, cuBLASLt, cuRAND, NCCL)
//! share: their `Display` ([`display`]), `Error::source` ([`source`]) and the check of a status
//! a `sys` function returned ([`from_status`]), written once for every [`LibError`]. The
//! details they show are kept by [`error_context`].

use crate::driver::DriverError;
use crate::error_context::{self, Coded};
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
