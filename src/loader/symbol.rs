//! [`Symbol`]: a function of a loaded library, resolved on its first call and cached.

use std::ffi::{CStr, c_void};
use std::sync::atomic::{AtomicPtr, Ordering};

use super::Library;
use super::error::{LoadError, LoadErrorKind};
use super::search::error_text;

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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::OnceLock;

    #[cfg(target_os = "linux")]
    #[test]
    #[cfg_attr(
        miri,
        ignore = "loads libc and calls strlen: foreign code, which Miri cannot run"
    )]
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
}
