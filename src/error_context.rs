//! What an error was about, kept beside its code.
//!
//! The error types are cudarc's: `DriverError(pub CUresult)`, `NvrtcError(pub nvrtcResult)`,
//! `NcclError(pub ncclResult_t)`, `CurandError(pub curandStatus_t)` and cuBLAS's and
//! cuBLASLt's `CublasError(pub cublasStatus_t)`, `Copy` and `Eq`, built and matched as tuple
//! structs. What this crate adds to an error it returns (which argument was wrong and why,
//! what was being done, what NCCL said, the timeout that ran out) cannot live in them, so it
//! is kept here: per thread and per code, the details of the latest error of that type and
//! code this crate returned on the thread. The errors' `Display` and their accessors read them
//! back.
//!
//! The rule a held error relies on: its details change only when the crate returns another
//! error of the same type and code on the same thread. Errors the crate makes and does not
//! return (a lookup that answers `None`, a probe of what the driver supports, a driver error
//! that a library turns into its own) run in an [`internal`] or [`returning`] scope, which
//! undoes what they wrote; each library's codes are kept apart from the driver's; and nothing
//! is evicted (see [`Store`]).
//!
//! An error that crosses threads inside the crate (a future's result, an error kept by a
//! `Drop` for the device's next call) travels as a [`Carried`], which takes its details along
//! and sets them again on the thread that hands the error to the user.
//!
//! Every error type here is made the same way, from the helpers of this module: [`fresh`] for
//! its `new`, [`with_context`], [`what`] and [`load_error`] for its accessors, [`from_load`]
//! for its `From<LoadError>`, and, for the libraries', [`wrapping`] for its
//! `From<DriverError>` (the driver error kept in the library's own details, [`extra`]). The
//! errors of the libraries that sit on the driver (cuBLAS, cuBLASLt, cuRAND, NCCL) are one
//! implementation, `lib_error::error_type!`. An NPP error that became a driver error is kept
//! in that driver error's details ([`with_extra`]). Each type's docs say the rule above and
//! its bound ([`held_docs`], checked against its `sys` enum by [`assert_codes`]).

use crate::loader::LoadError;
use std::any::Any;
use std::cell::RefCell;
use std::sync::{Arc, Mutex};

/// The section of an error type's docs on how long its details last: the rule a held error
/// relies on, and the bound of what a thread keeps for the type (`$codes`, the number of codes
/// of `$Status`; [`assert_codes`] checks it against the `sys` enum).
macro_rules! held_docs {
    ($E:ident, $Status:ident, $codes:literal) => {
        concat!(
            "# How long its details last\n\n",
            "What the crate adds to a `",
            stringify!($E),
            "` it returns (what was being done, ",
            "why a call was refused, the loading failure or the error behind it) is not in the ",
            "error, which is only its code: it is kept beside the code, per thread, and shows ",
            "the latest `",
            stringify!($E),
            "` of that code that the crate returned on the ",
            "thread. So a held error reads the same until the crate returns another `",
            stringify!($E),
            "` of the same code on the same thread (then both show the newer ",
            "details). Errors the crate makes and does not return to you (a probe of what the ",
            "driver supports, a lookup that answers `None`, a driver error that a library turns ",
            "into its own) leave them as they were, and each library's codes are kept apart from ",
            "the driver's and from each other's: an error of another type with the same number ",
            "does not share them.\n\n",
            "Nothing is evicted: a thread keeps one entry per code it has seen, so at most ",
            stringify!($codes),
            " for `",
            stringify!($E),
            "` (the codes of `",
            stringify!($Status),
            "`).\n\n",
            "An error the crate hands over on another thread (a future's result, an error a ",
            "`Drop` kept for the device's next call) takes its details along; one that your ",
            "program sends to another thread itself does not, so format it (or read its details) ",
            "on the thread that got it, and send the text.",
        )
    };
}
pub(crate) use held_docs;

/// Fails the build unless `$Status` (a status enum of a `sys` module, whose values are all
/// below 65536) has `$codes` codes: the bound [`held_docs`] gives.
macro_rules! assert_codes {
    ($Status:ty, $codes:literal) => {
        const _: () = {
            let (mut n, mut raw) = (0, 0);
            while raw < 1 << 16 {
                if <$Status>::from_raw(raw).is_some() {
                    n += 1;
                }
                raw += 1;
            }
            assert!(
                n == $codes,
                concat!(
                    "the docs say `",
                    stringify!($Status),
                    "` has ",
                    stringify!($codes),
                    " codes: count them again"
                )
            );
        };
    };
}
pub(crate) use assert_codes;

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

thread_local! {
    static STORE: RefCell<Store> = const {
        RefCell::new(Store {
            entries: Vec::new(),
            scopes: Vec::new(),
        })
    };
}

/// What a thread keeps: one entry per library and code at most, so it is bounded by the number
/// of codes the crate's error types have: 159 in all (`CUresult` 100, `nvrtcResult` 17,
/// `curandStatus_t` 13, cuBLAS's and cuBLASLt's `cublasStatus_t` 10 each, `ncclResult_t` 9).
/// Nothing is evicted: the details of a held error change only when the crate returns another
/// error of the same type and code on the thread.
struct Store {
    entries: Vec<(Lib, i64, Details)>,
    /// The scopes open on the thread ([`internal`], [`returning`]), innermost last: each with
    /// the entries changed while it is open, and their values before.
    scopes: Vec<Vec<(Lib, i64, Option<Details>)>>,
}

impl Store {
    fn position(&self, lib: Lib, code: i64) -> Option<usize> {
        self.entries
            .iter()
            .position(|(l, c, _)| *l == lib && *c == code)
    }

    fn get(&self, lib: Lib, code: i64) -> Option<&Details> {
        self.position(lib, code).map(|i| &self.entries[i].2)
    }

    /// Sets (or, with `None`, forgets) the details of `code` of `lib`, noting their value
    /// before in the innermost scope, the first time it changes them.
    fn put(&mut self, lib: Lib, code: i64, details: Option<Details>) {
        let i = self.position(lib, code);
        if let Some(scope) = self.scopes.last_mut() {
            if !scope.iter().any(|(l, c, _)| *l == lib && *c == code) {
                scope.push((lib, code, i.map(|i| self.entries[i].2.clone())));
            }
        }
        match (i, details) {
            (Some(i), Some(d)) => self.entries[i].2 = d,
            (Some(i), None) => drop(self.entries.swap_remove(i)),
            (None, Some(d)) => self.entries.push((lib, code, d)),
            (None, None) => {}
        }
    }

    /// Closes the innermost scope: every entry it changed gets its value back, except `keep`'s
    /// (the error the scope returns), whose value before is handed to the scope around it, if
    /// any, to restore in turn.
    fn close(&mut self, keep: Option<(Lib, i64)>) {
        let Some(changed) = self.scopes.pop() else {
            return;
        };
        for (lib, code, before) in changed {
            if keep == Some((lib, code)) {
                if let Some(outer) = self.scopes.last_mut() {
                    if !outer.iter().any(|(l, c, _)| *l == lib && *c == code) {
                        outer.push((lib, code, before));
                    }
                }
                continue;
            }
            // Not through `put`: nothing to note in the scope around it, which has the value
            // from before this one, or never saw the entry change.
            let i = self.position(lib, code);
            match (i, before) {
                (Some(i), Some(d)) => self.entries[i].2 = d,
                (Some(i), None) => drop(self.entries.swap_remove(i)),
                (None, Some(d)) => self.entries.push((lib, code, d)),
                (None, None) => {}
            }
        }
    }
}

/// The details this thread keeps for `code` of `lib`.
pub(crate) fn get(lib: Lib, code: i64) -> Details {
    STORE
        .try_with(|s| s.borrow().get(lib, code).cloned().unwrap_or_default())
        .unwrap_or_default()
}

/// Sets the details of `code` of `lib` on this thread (an empty `Details` forgets them).
pub(crate) fn set(lib: Lib, code: i64, details: Details) {
    let keep = details.context.is_some() || details.load.is_some() || details.extra.is_some();
    let _ = STORE.try_with(|s| s.borrow_mut().put(lib, code, keep.then_some(details)));
}

/// An open scope of the store (see [`internal`]); closed when dropped, also by a panic.
struct Scope {
    keep: Option<(Lib, i64)>,
}

impl Scope {
    fn open() -> Scope {
        let _ = STORE.try_with(|s| s.borrow_mut().scopes.push(Vec::new()));
        Scope { keep: None }
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        let keep = self.keep;
        let _ = STORE.try_with(|s| s.borrow_mut().close(keep));
    }
}

/// Runs `f`, whose errors are the crate's own business (a lookup that answers `None`, a probe
/// of what the driver supports, a driver error that becomes a library's): whatever it does to
/// the details this thread keeps is undone afterwards, so that an error the caller holds reads
/// the same text before and after.
pub(crate) fn internal<T>(f: impl FnOnce() -> T) -> T {
    let _scope = Scope::open();
    f()
}

/// Runs `f`, which returns the errors of `E` to the caller: what it does to the details of
/// any other type or code (the errors of the layers below it that it turned into its own, or
/// handled) is undone afterwards; the details of the error it returns are kept.
#[cfg_attr(
    not(any(
        feature = "nccl",
        feature = "curand",
        feature = "cublas",
        feature = "cublaslt"
    )),
    allow(dead_code)
)]
pub(crate) fn returning<T, E: Coded>(f: impl FnOnce() -> Result<T, E>) -> Result<T, E> {
    let mut scope = Scope::open();
    let r = f();
    if let Err(e) = &r {
        scope.keep = Some((E::LIB, e.raw_code()));
    }
    r
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
#[cfg_attr(
    not(any(
        feature = "nccl",
        feature = "curand",
        feature = "cublas",
        feature = "cublaslt",
        feature = "npp"
    )),
    allow(dead_code)
)]
pub(crate) fn extra<E: Coded, X: Send + Sync + 'static>(error: &E) -> Option<Arc<X>> {
    get(E::LIB, error.raw_code()).extra?.downcast::<X>().ok()
}

/// `error`, with `x` as its library-specific details on this thread (an NPP error behind a
/// driver error).
#[cfg_attr(not(feature = "npp"), allow(dead_code))]
pub(crate) fn with_extra<E: Coded, X: Send + Sync + 'static>(error: E, x: X) -> E {
    update(E::LIB, error.raw_code(), |d| d.extra = Some(Arc::new(x)));
    error
}

/// `error`, its library-specific details (`X`, from `X::default()` when there are none) on
/// this thread changed by `f`.
#[cfg_attr(
    not(any(
        feature = "nccl",
        feature = "curand",
        feature = "cublas",
        feature = "cublaslt"
    )),
    allow(dead_code)
)]
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
#[cfg_attr(
    not(any(
        feature = "nccl",
        feature = "curand",
        feature = "cublas",
        feature = "cublaslt"
    )),
    allow(dead_code)
)]
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
    fn a_thread_keeps_every_code_it_saw() {
        for code in 0..200 {
            add_context(Lib::Nvrtc, code, format!("while {code}"));
        }
        assert_eq!(get(Lib::Nvrtc, 0).context.as_deref(), Some("while 0"));
        assert_eq!(get(Lib::Nvrtc, 199).context.as_deref(), Some("while 199"));
        for code in 0..200 {
            set(Lib::Nvrtc, code, Details::default());
        }
    }

    #[test]
    fn an_internal_scope_leaves_held_errors_as_they_were() {
        let held = with_context(fresh(Code(7)), "while holding".into());
        internal(|| {
            let _ = with_context(fresh(Code(7)), "while probing".into());
            let _ = with_context(fresh(Code(8)), "while probing more".into());
            internal(|| fresh(Code(7)));
        });
        assert_eq!(what(&held).as_deref(), Some("while holding"));
        assert!(get(Lib::Driver, 8).context.is_none());
        set(Lib::Driver, 7, Details::default());
    }

    #[test]
    fn returning_keeps_only_the_returned_code() {
        #[derive(Clone, Copy)]
        struct Other(i64);
        impl Coded for Other {
            const LIB: Lib = Lib::Nvrtc;
            fn raw_code(&self) -> i64 {
                self.0
            }
        }
        let held = with_context(fresh(Code(3)), "while holding".into());
        let r: Result<(), Other> = returning(|| {
            // A driver error of the same code, turned into the returned one.
            let inner = with_context(fresh(Code(3)), "while inside".into());
            let carried = Carried::of(inner);
            assert_eq!(what(carried.error()).as_deref(), Some("while inside"));
            Err(with_context(fresh(Other(3)), "while returning".into()))
        });
        let e = r.err().unwrap();
        assert_eq!(what(&held).as_deref(), Some("while holding"));
        assert_eq!(what(&e).as_deref(), Some("while returning"));
        // Nested: the inner scope returns the outer one's inner error, which the outer undoes.
        let r: Result<(), Other> = returning(|| {
            let inner: Result<(), Code> =
                returning(|| Err(with_context(fresh(Code(3)), "while nested".into())));
            assert_eq!(what(&inner.err().unwrap()).as_deref(), Some("while nested"));
            Err(fresh(Other(4)))
        });
        assert!(r.is_err());
        assert_eq!(what(&held).as_deref(), Some("while holding"));
        set(Lib::Driver, 3, Details::default());
        set(Lib::Nvrtc, 3, Details::default());
    }

    #[test]
    fn a_panic_in_a_scope_still_restores() {
        let held = with_context(fresh(Code(11)), "while holding".into());
        let r = std::panic::catch_unwind(|| {
            internal(|| {
                let _ = with_context(fresh(Code(11)), "while panicking".into());
                panic!("a bug");
            })
        });
        assert!(r.is_err());
        assert_eq!(what(&held).as_deref(), Some("while holding"));
        set(Lib::Driver, 11, Details::default());
    }
}
