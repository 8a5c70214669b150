//! What a generated `sys` function could not say in its return code, kept for the calling
//! thread until the `result` layer turns that code into an error.

use super::LoadError;

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
