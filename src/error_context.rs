//! What an error was about, kept beside its code.
//!
//! The error types are cudarc's: `DriverError(pub CUresult)`, `NvrtcError(pub nvrtcResult)`,
//! `NcclError(pub ncclResult_t)`, `CurandError(pub curandStatus_t)` and cuBLAS's and
//! cuBLASLt's `CublasError(pub cublasStatus_t)`, `Copy` and `Eq`, built and matched as tuple
//! structs. What this crate adds to an error it returns (which argument was wrong and why,
//! what was being done, what NCCL said, the timeout that ran out) cannot live in them, so it
//! is kept here: per thread and per code, the details of the latest error of that code this
//! crate returned on the thread. The errors' `Display` and their accessors read them back.
//!
//! An error that crosses threads inside the crate (a future's result, an error kept by a
//! `Drop` for the device's next call) travels as a [`Carried`], which takes its details along
//! and sets them again on the thread that hands the error to the user.
//!
//! Every error type here is made the same way, from the helpers of this module: [`fresh`] for
//! its `new`, [`with_context`], [`what`] and [`load_error`] for its accessors, [`from_load`]
//! for its `From<LoadError>`, and, for cuRAND's and NCCL's, [`wrapping`] for its
//! `From<DriverError>` (the driver error kept in the library's own details, [`extra`]). The
//! errors of the libraries that sit on the driver (cuBLAS, cuBLASLt, cuRAND, NCCL) share their
//! `Display`, `Error::source` and the check of a returned status through
//! `lib_error::LibError`.

use crate::loader::LoadError;
use std::any::Any;
use std::cell::RefCell;
use std::sync::{Arc, Mutex};

/// Which library's codes (the key next to the code).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lib {
    Driver,
    Nvrtc,
    #[cfg_attr(not(feature = "nccl"), allow(dead_code))]
    Nccl,
    #[cfg_attr(not(feature = "curand"), allow(dead_code))]
    Curand,
    #[cfg_attr(not(feature = "cublas"), allow(dead_code))]
    Cublas,
    #[cfg_attr(not(feature = "cublaslt"), allow(dead_code))]
    CublasLt,
}

/// What the crate knows of an error besides its code.
#[derive(Clone, Default)]
pub(crate) struct Details {
    /// What was being done, or why the call was refused; later context first.
    pub(crate) context: Option<Arc<str>>,
    /// The library or function that could not be loaded (see [`intern`]).
    pub(crate) load: Option<&'static LoadError>,
    /// Library-specific details (NCCL's last error, a driver error behind an NCCL one, ...).
    pub(crate) extra: Option<Arc<dyn Any + Send + Sync>>,
}

/// How many codes' details a thread keeps (the oldest go first): errors are few, and a thread
/// sees few distinct codes.
const KEEP: usize = 32;

thread_local! {
    static DETAILS: RefCell<Vec<(Lib, i64, Details)>> = const { RefCell::new(Vec::new()) };
}

/// The details this thread keeps for `code` of `lib`.
pub(crate) fn get(lib: Lib, code: i64) -> Details {
    DETAILS
        .try_with(|d| {
            d.borrow()
                .iter()
                .rev()
                .find(|(l, c, _)| *l == lib && *c == code)
                .map(|(_, _, x)| x.clone())
                .unwrap_or_default()
        })
        .unwrap_or_default()
}

/// Sets the details of `code` of `lib` on this thread (an empty `Details` forgets them).
pub(crate) fn set(lib: Lib, code: i64, details: Details) {
    let _ = DETAILS.try_with(|d| {
        let mut d = d.borrow_mut();
        d.retain(|(l, c, _)| !(*l == lib && *c == code));
        if details.context.is_some() || details.load.is_some() || details.extra.is_some() {
            if d.len() >= KEEP {
                d.remove(0);
            }
            d.push((lib, code, details));
        }
    });
}

/// Changes the details of `code` of `lib` on this thread with `f`.
pub(crate) fn update(lib: Lib, code: i64, f: impl FnOnce(&mut Details)) {
    let mut x = get(lib, code);
    f(&mut x);
    set(lib, code, x);
}

/// `what`, before the context already kept (which follows in parentheses).
pub(crate) fn add_context(lib: Lib, code: i64, what: String) {
    update(lib, code, |x| {
        x.context = Some(match x.context.take() {
            Some(inner) => format!("{what} ({inner})").into(),
            None => what.into(),
        });
    });
}

/// `e`, kept for the rest of the process, so that an error (`Copy`, with no room for it) can
/// lend it out as `&'static`: [`std::error::Error::source`] does. Each distinct failure is
/// kept once; there are few (a library's, a missing function's).
pub(crate) fn intern(e: LoadError) -> &'static LoadError {
    static KEPT: Mutex<Vec<&'static LoadError>> = Mutex::new(Vec::new());
    let mut kept = KEPT.lock().unwrap_or_else(|p| p.into_inner());
    let text = e.to_string();
    if let Some(k) = kept.iter().find(|k| k.to_string() == text) {
        return k;
    }
    let k: &'static LoadError = Box::leak(Box::new(e));
    kept.push(k);
    k
}

/// An error type of the crate: its library and code, the key of its details.
pub(crate) trait Coded: Copy {
    /// The library whose codes it carries.
    const LIB: Lib;
    /// Its code, as a number.
    fn raw_code(&self) -> i64;
}

/// `error`, its code's details on this thread forgotten: what a new error of the code starts
/// with.
pub(crate) fn fresh<E: Coded>(error: E) -> E {
    set(E::LIB, error.raw_code(), Details::default());
    error
}

/// `error`, with `what` (what was being done) before the context its code already has.
pub(crate) fn with_context<E: Coded>(error: E, what: String) -> E {
    add_context(E::LIB, error.raw_code(), what);
    error
}

/// What was being done when `error` happened, if said.
pub(crate) fn what<E: Coded>(error: &E) -> Option<String> {
    get(E::LIB, error.raw_code()).context.map(|c| c.to_string())
}

/// The loading failure behind `error`, if any.
pub(crate) fn load_error<E: Coded>(error: &E) -> Option<&'static LoadError> {
    get(E::LIB, error.raw_code()).load
}

/// `error` (the code its library uses for a failed load) with `load` as its only detail: what
/// a library error's `From<LoadError>` makes.
pub(crate) fn from_load<E: Coded>(error: E, load: LoadError) -> E {
    let details = Details {
        load: Some(intern(load)),
        ..Details::default()
    };
    set(E::LIB, error.raw_code(), details);
    error
}

/// The library-specific details of `error` on this thread (its [`Details::extra`], as `X`).
#[cfg_attr(not(any(feature = "nccl", feature = "curand")), allow(dead_code))]
pub(crate) fn extra<E: Coded, X: Send + Sync + 'static>(error: &E) -> Option<Arc<X>> {
    get(E::LIB, error.raw_code()).extra?.downcast::<X>().ok()
}

/// `error`, its library-specific details (`X`, from `X::default()` when there are none) on
/// this thread changed by `f`.
#[cfg_attr(not(any(feature = "nccl", feature = "curand")), allow(dead_code))]
pub(crate) fn update_extra<E: Coded, X: Clone + Default + Send + Sync + 'static>(
    error: E,
    f: impl FnOnce(&mut X),
) -> E {
    update(E::LIB, error.raw_code(), |d| {
        let mut x = d
            .extra
            .take()
            .and_then(|x| x.downcast::<X>().ok())
            .map(|x| (*x).clone())
            .unwrap_or_default();
        f(&mut x);
        d.extra = Some(Arc::new(x));
    });
    error
}

/// `error` with `inner`, the error of another library behind it (a driver error behind a
/// cuRAND or NCCL one), as its only detail: `keep` puts it, with the details it has on this
/// thread, in the library-specific details `X`. What a library error's `From<DriverError>`
/// makes.
#[cfg_attr(not(any(feature = "nccl", feature = "curand")), allow(dead_code))]
pub(crate) fn wrapping<E, I, X>(error: E, inner: I, keep: impl FnOnce(&mut X, Carried<I>)) -> E
where
    E: Coded,
    I: Coded,
    X: Clone + Default + Send + Sync + 'static,
{
    let inner = Carried::of(inner);
    update_extra(fresh(error), |x| keep(x, inner))
}

/// An error with its details, to hand to another thread: [`release`](Self::release) sets the
/// details there and gives the error back.
#[derive(Clone)]
pub(crate) struct Carried<E> {
    error: E,
    lib: Lib,
    code: i64,
    details: Details,
}

impl<E: Coded> Carried<E> {
    /// Takes `error` with the details this thread keeps for it.
    pub(crate) fn of(error: E) -> Self {
        let (lib, code) = (E::LIB, error.raw_code());
        Carried {
            error,
            lib,
            code,
            details: get(lib, code),
        }
    }

    /// The error, without its details.
    pub(crate) fn error(&self) -> &E {
        &self.error
    }

    /// The error, its details set on this thread.
    pub(crate) fn release(self) -> E {
        set(self.lib, self.code, self.details);
        self.error
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy)]
    struct Code(i64);

    impl Coded for Code {
        const LIB: Lib = Lib::Driver;
        fn raw_code(&self) -> i64 {
            self.0
        }
    }

    #[test]
    fn contexts_are_kept_per_code_and_per_thread() {
        add_context(Lib::Driver, 1, "while a".into());
        add_context(Lib::Driver, 1, "while b".into());
        add_context(Lib::Nvrtc, 1, "while c".into());
        assert_eq!(
            get(Lib::Driver, 1).context.as_deref(),
            Some("while b (while a)")
        );
        assert_eq!(get(Lib::Nvrtc, 1).context.as_deref(), Some("while c"));
        assert!(get(Lib::Driver, 2).context.is_none());
        let carried = Carried::of(Code(1));
        std::thread::spawn(move || {
            assert!(get(Lib::Driver, 1).context.is_none(), "another thread's");
            assert_eq!(carried.release().0, 1);
            assert_eq!(
                get(Lib::Driver, 1).context.as_deref(),
                Some("while b (while a)")
            );
        })
        .join()
        .unwrap();
        set(Lib::Driver, 1, Details::default());
        assert!(get(Lib::Driver, 1).context.is_none());
    }

    #[test]
    fn a_thread_keeps_the_latest_codes_only() {
        for code in 0..100 {
            add_context(Lib::Nvrtc, code, format!("while {code}"));
        }
        assert!(get(Lib::Nvrtc, 0).context.is_none());
        assert_eq!(get(Lib::Nvrtc, 99).context.as_deref(), Some("while 99"));
    }
}
