//! [`LoadedModule`]: a PTX, cubin or fatbin image loaded into a device's context, and the
//! kernels found in it.

use super::context::Ctx;
use super::util::lock;
use crate::driver::result::{self, DriverError};
use crate::driver::sys;
use crate::nvrtc::{Ptx, PtxKind};
use std::borrow::Cow;
use std::collections::HashMap;
use std::ffi::CString;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// A kernel's parameter sizes from `cuFuncGetParamInfo`, read at its first launch; `None` where
/// the driver lacks that function.
pub(crate) type ParamSizes = OnceLock<Option<Box<[usize]>>>;

/// A loaded module. Shared by the device's module table and by every
/// [`CudaFunction`](super::CudaFunction) taken from it, and unloaded when the last of them goes:
/// replacing a module under the same name never unloads code that a held function still uses.
pub(crate) struct LoadedModule {
    cu_module: sys::CUmodule,
    ctx: Arc<Ctx>,
    name: String,
    /// Each kernel looked up so far: its handle and its parameter sizes, read once for every
    /// [`CudaFunction`](super::CudaFunction) of it (clients such as candle take a new one for
    /// each launch).
    functions: Mutex<HashMap<String, (sys::CUfunction, Arc<ParamSizes>)>>,
    /// Set at the first launch of one of its kernels, or when one of its globals is handed out
    /// for work on streams (the stream API's `get_global`): only then can work on it still be
    /// running when it is unloaded.
    launched: AtomicBool,
}

// SAFETY: module and function handles are usable from any thread with the context current;
// the function table is behind a lock.
unsafe impl Send for LoadedModule {}
// SAFETY: as above.
unsafe impl Sync for LoadedModule {}

impl Drop for LoadedModule {
    /// Unloads the module, after waiting for the context if a kernel of it ever ran: put off
    /// while a graph capture of the context is open (on any thread), which that wait would
    /// invalidate, until the last one ends.
    fn drop(&mut self) {
        let unload = Unload {
            cu_module: self.cu_module,
            ctx: self.ctx.clone(),
            name: std::mem::take(&mut self.name),
            launched: *self.launched.get_mut(),
        };
        super::ordering::after_captures(&self.ctx, Box::new(move || unload.run()));
    }
}

/// A module's unload, which may be put off (see `LoadedModule`'s `Drop`).
struct Unload {
    cu_module: sys::CUmodule,
    ctx: Arc<Ctx>,
    name: String,
    launched: bool,
}

// SAFETY: a module handle is usable from any thread with its context current, which `run`
// makes it; nothing else holds this one any more.
unsafe impl Send for Unload {}

impl Unload {
    fn run(self) {
        // SAFETY: the context is retained while `self.ctx` lives, and the module is no longer
        // in anyone's hands. If a kernel of the module was ever launched, the context is
        // synchronised first so that none is still running.
        let r = self.ctx.make_current().and_then(|()| unsafe {
            if self.launched {
                result::ctx::synchronize()?;
            }
            result::module::unload(self.cu_module)
        });
        if let Err(e) = r {
            self.ctx
                .defer_error(e.context(format!("while unloading module {:?}", self.name)));
        }
    }
}

const ELF_MAGIC: &[u8] = b"\x7fELF";
const FATBIN_MAGIC: &[u8] = &[0x50, 0xed, 0x55, 0xba];

impl LoadedModule {
    /// Loads `ptx` into `ctx` (current) as a module called `name`. PTX text that is empty or has
    /// a NUL byte inside is refused with `CUDA_ERROR_INVALID_IMAGE` before the driver sees it,
    /// and a file that cannot be read with `CUDA_ERROR_FILE_NOT_FOUND` naming the path.
    pub(crate) fn load(ctx: &Arc<Ctx>, ptx: Ptx, name: &str) -> Result<Arc<Self>, DriverError> {
        let invalid =
            |why: String| DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_IMAGE).context(why);
        let loaded = match ptx.0 {
            // SAFETY: a NUL-terminated PTX string from NVRTC.
            PtxKind::Image(image) => unsafe { load_image(image.as_ptr().cast()) },
            PtxKind::Src(mut src) => {
                if src.trim().is_empty() {
                    return Err(invalid("the PTX text is empty".into()));
                }
                // `str::find` with a char looks for it with memchr, which matters next to a
                // module load's cost: a byte-by-byte scan of a few kilobytes of PTX did not.
                if let Some(at) = src.find('\0') {
                    return Err(invalid(format!("the PTX text has a NUL byte at {at}")));
                }
                // NUL-terminated in place: the text is ours, no copy needed.
                src.push('\0');
                // SAFETY: a NUL-terminated string, alive during the call.
                unsafe { load_image(src.as_ptr().cast()) }
            }
            PtxKind::Binary(bytes) => load_bytes(bytes.to_vec()),
            PtxKind::File(path) => {
                let bytes = std::fs::read(&path).map_err(|e| {
                    DriverError::new(sys::CUresult::CUDA_ERROR_FILE_NOT_FOUND)
                        .context(format!("cannot read {}: {e}", path.display()))
                })?;
                load_bytes(bytes).map_err(|e| e.context(format!("from {}", path.display())))
            }
        };
        Ok(Arc::new(LoadedModule {
            cu_module: ctx.keep_if_sticky(loaded)?,
            ctx: ctx.clone(),
            name: name.to_owned(),
            functions: Mutex::new(HashMap::new()),
            launched: AtomicBool::new(false),
        }))
    }

    /// Notes that a kernel of the module is being launched (see `launched`).
    #[inline(always)]
    pub(crate) fn note_launch(&self) {
        if !self.launched.load(Ordering::Relaxed) {
            self.launched.store(true, Ordering::Relaxed);
        }
    }

    /// Finds a kernel in the module, caching the handle and its parameter sizes (shared by
    /// every function object of it). The context must be current.
    pub(crate) fn lookup(
        &self,
        name: &str,
    ) -> Result<(sys::CUfunction, Arc<ParamSizes>), DriverError> {
        let mut fns = lock(&self.functions);
        if let Some((f, params)) = fns.get(name) {
            return Ok((*f, params.clone()));
        }
        let c = CString::new(name)
            .map_err(|_| DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE))?;
        // SAFETY: the module is loaded while `self` lives.
        let f = unsafe { result::module::get_function(self.cu_module, c) }?;
        let params = Arc::new(ParamSizes::new());
        fns.insert(name.to_owned(), (f, params.clone()));
        Ok((f, params))
    }
}

impl LoadedModule {
    /// The address and size in bytes of the module's global `name` (a `__device__` or
    /// `__constant__` variable). The context must be current.
    pub(crate) fn global(&self, name: &str) -> Result<(sys::CUdeviceptr, usize), DriverError> {
        let c = CString::new(name).map_err(|_| {
            DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE)
                .context(format!("the global's name {name:?} has a NUL byte"))
        })?;
        // SAFETY: the module is loaded while `self` lives.
        let r = unsafe { result::module::get_global(self.cu_module, c) };
        self.ctx.keep_if_sticky(r).map_err(|e| {
            e.context(format!(
                "no global named {name:?} in module {:?}",
                self.name
            ))
        })
    }
}

/// Loads a file's or a buffer's bytes: a cubin or fatbin as it is, PTX text NUL-terminated.
fn load_bytes(mut bytes: Vec<u8>) -> Result<sys::CUmodule, DriverError> {
    let binary = bytes.starts_with(ELF_MAGIC) || bytes.starts_with(FATBIN_MAGIC);
    if !binary {
        let end = nul_at(&bytes).unwrap_or(bytes.len());
        if bytes[end..].iter().any(|&b| b != 0) {
            return Err(
                DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_IMAGE).context(format!(
                    "the image is neither a cubin, a fatbin nor PTX text (it has a NUL byte at \
                     {end})"
                )),
            );
        }
        if bytes[..end].iter().all(u8::is_ascii_whitespace) {
            return Err(DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_IMAGE)
                .context("the PTX text is empty"));
        }
        bytes.push(0);
    }
    // Images are read in place by the driver and must be suitably aligned: copy them into
    // 8-byte aligned storage.
    let mut aligned = vec![0u64; bytes.len().div_ceil(8)];
    // SAFETY: `aligned` has at least `bytes.len()` bytes; the regions do not overlap.
    unsafe {
        std::ptr::copy_nonoverlapping(
            bytes.as_ptr(),
            aligned.as_mut_ptr().cast::<u8>(),
            bytes.len(),
        )
    };
    // SAFETY: a cubin, a fatbin or NUL-terminated PTX, alive during the call.
    unsafe { load_image(aligned.as_ptr().cast()) }
}

/// Where the first NUL byte of `bytes` is: found with `<[u8]>::contains` (memchr) first, as
/// PTX text usually has none.
fn nul_at(bytes: &[u8]) -> Option<usize> {
    if bytes.contains(&0) {
        bytes.iter().position(|&b| b == 0)
    } else {
        None
    }
}

/// Loads an image as plainly as the driver allows (`cuModuleLoadData`); only if that fails is it
/// loaded again with the JIT's error log, for the error to carry it. Success, the common case,
/// pays for no log buffers.
///
/// # Safety
///
/// `image` must be a cubin, a fatbin or NUL-terminated PTX, alive during the call.
unsafe fn load_image(image: *const std::ffi::c_void) -> Result<sys::CUmodule, DriverError> {
    // SAFETY: as the caller promised.
    match unsafe { result::module::load_data(image) } {
        Ok(m) => Ok(m),
        // SAFETY: as above.
        Err(e) => unsafe { result::module::load_data_with_log(image) }
            .map_err(|logged| if logged.0 == e.0 { logged } else { e }),
    }
}

/// PTX text read once for every kernel name that [`load_ptx`](super::CudaDevice::load_ptx)
/// looks up in it: the text itself where each line reads alone (no block comment, no `#`), or
/// else the text with its comments and strings made blank.
pub(crate) struct PtxCode<'a> {
    code: Cow<'a, str>,
    /// Whether `code` is the text itself, where a line's comment (`//`) or string (`"`) before
    /// a `.entry` may hide it: such a match is not trusted.
    raw: bool,
    /// Whether the text has a preprocessor directive (`#if`, `#define`, ...), which may leave
    /// out a kernel that the text declares.
    preprocessed: bool,
}

impl<'a> PtxCode<'a> {
    /// Reads `text` once, in time linear in its length. PTX from NVRTC or nvcc has no block
    /// comment and no directive: it is read in place, without the copy that blanks comments
    /// and strings (most of a small module's load on the CPU).
    pub(crate) fn new(text: &'a str) -> PtxCode<'a> {
        if !text.contains("/*") && !text.as_bytes().contains(&b'#') {
            return PtxCode {
                code: Cow::Borrowed(text),
                raw: true,
                preprocessed: false,
            };
        }
        Self::blanked(text)
    }

    /// Reads `text` with its comments and strings made blank.
    fn blanked(text: &str) -> PtxCode<'a> {
        let code = code_of(text);
        // A `#` anywhere is rare in PTX: the lines are looked at only where there is one.
        let preprocessed =
            code.contains('#') && code.lines().any(|l| l.trim_start().starts_with('#'));
        PtxCode {
            code: Cow::Owned(code),
            raw: false,
            preprocessed,
        }
    }

    /// Whether the text surely declares a kernel `name` (`.entry name(`, any white space
    /// around) outside comments and strings (a `.file` directive's name may hold anything).
    /// `false` for every name where the text has preprocessor directives. A kernel it does not
    /// see is asked of the driver instead.
    pub(crate) fn has_entry(&self, name: &str) -> bool {
        if self.preprocessed {
            return false;
        }
        let code = &*self.code;
        let mut from = 0;
        while let Some(i) = code[from..].find(".entry").map(|i| from + i) {
            from = i + ".entry".len();
            let token = i == 0 || code[..i].ends_with(char::is_whitespace);
            let rest = &code[from..];
            let after = rest.trim_start();
            if !token || after.len() == rest.len() {
                continue;
            }
            let Some(tail) = after.strip_prefix(name) else {
                continue;
            };
            if !tail.trim_start().starts_with('(') {
                continue;
            }
            if self.raw {
                // In the text itself, a comment or a string opened earlier on the line (none
                // spans lines without `/*`) may hold the match: not trusted, asked of the
                // driver.
                let line = &code[code[..i].rfind('\n').map_or(0, |n| n + 1)..i];
                if line.contains("//") || line.contains('"') {
                    continue;
                }
            }
            return true;
        }
        false
    }
}

/// Whether PTX `text` surely declares a kernel `name` (see [`PtxCode::has_entry`]).
#[cfg(test)]
fn ptx_has_entry(text: &str, name: &str) -> bool {
    PtxCode::new(text).has_entry(name)
}

/// PTX `text` with its comments (`// ...` to the end of the line, `/* ... */`) and strings
/// (`"..."`, with `\"` escapes, ending at the end of the line at the latest) made blank, its
/// lines kept. One pass: a `"` in a comment starts no string, and a `//` in a string no
/// comment. Code between them is copied a run at a time: every `load_ptx` reads its whole
/// text, and a copy made a character at a time was a sizeable part of a small module's load
/// (`benches/driver.rs`, the module load row).
fn code_of(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        let Some(off) = b[i..].iter().position(|&c| c == b'/' || c == b'"') else {
            out.push_str(&text[i..]);
            break;
        };
        let at = i + off;
        // `at` is an ASCII byte: a character boundary.
        out.push_str(&text[i..at]);
        match (b[at], b.get(at + 1)) {
            (b'/', Some(b'/')) => {
                // To the end of the line, whose newline is code again.
                out.push(' ');
                i = b[at..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(b.len(), |n| at + n);
            }
            (b'/', Some(b'*')) => {
                // To the first `*/` after the opening one; its lines are kept.
                out.push(' ');
                let body = at + 2;
                let end = text[body..].find("*/").map(|n| body + n);
                let lines = b[body..end.unwrap_or(b.len())]
                    .iter()
                    .filter(|&&c| c == b'\n')
                    .count();
                out.extend(std::iter::repeat_n('\n', lines));
                i = end.map_or(b.len(), |e| e + 2);
            }
            (b'"', _) => {
                // To the closing `"` or the end of the line: a blank for each character.
                out.push(' ');
                let mut j = at + 1;
                let mut escaped = false;
                while j < b.len() && b[j] != b'\n' {
                    let c = b[j];
                    j += 1;
                    if c & 0xC0 != 0x80 {
                        out.push(' ');
                    }
                    if escaped {
                        escaped = false;
                    } else if c == b'\\' {
                        escaped = true;
                    } else if c == b'"' {
                        break;
                    }
                }
                i = j;
            }
            _ => {
                out.push('/');
                i = at + 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{PtxCode, code_of, ptx_has_entry};

    #[test]
    fn kernels_the_preprocessor_may_leave_out_are_asked_of_the_driver() {
        let ptx = ".version 8.0\n#if 0\n.visible .entry ghost(\n)\n#endif\n.entry real(\n)";
        assert!(!ptx_has_entry(ptx, "ghost"));
        assert!(!ptx_has_entry(ptx, "real"));
        // A `#` in a comment or a string is no directive.
        assert!(ptx_has_entry(
            "// #if 0\n.file 1 \"#x\"\n.entry real(\n)",
            "real"
        ));
    }

    #[test]
    fn many_comments_are_read_in_linear_time() {
        let mut ptx = "// a comment line\n".repeat(100_000);
        ptx.push_str(".visible .entry real(\n)");
        let t = std::time::Instant::now();
        assert!(ptx_has_entry(&ptx, "real"));
        assert!(!ptx_has_entry(&ptx, "ghost"));
        // One pass over the text: a scan per comment would take seconds here.
        assert!(
            t.elapsed() < std::time::Duration::from_secs(10),
            "{:?}",
            t.elapsed()
        );
    }

    #[test]
    fn entries_are_found_in_ptx_text() {
        let ptx = ".visible .entry add_one(\n .param .u64 x\n)\n.visible .entry add_one_more (";
        assert!(ptx_has_entry(ptx, "add_one"));
        assert!(ptx_has_entry(ptx, "add_one_more"));
        assert!(!ptx_has_entry(ptx, "add"));
        assert!(!ptx_has_entry(ptx, "one"));
        assert!(!ptx_has_entry(".entryadd_one(", "add_one"));
    }

    #[test]
    fn entries_in_comments_are_not_kernels() {
        assert!(!ptx_has_entry("// .visible .entry ghost(\n", "ghost"));
        // Nor in strings, such as a `.file` directive's name.
        assert!(!ptx_has_entry(".file 1 \"x .entry ghost( y\"\n", "ghost"));
        assert!(!ptx_has_entry(
            ".file 1 \"x \\\" .entry ghost(\"\n",
            "ghost"
        ));
        assert!(ptx_has_entry(".file 1 \"x.cu\"\n.entry real(\n", "real"));
        assert!(ptx_has_entry(".file 1 \"x\n.entry real(\n", "real"));
        assert!(!ptx_has_entry("/* .visible\n .entry ghost( */", "ghost"));
        assert!(!ptx_has_entry("/* unterminated .entry ghost(", "ghost"));
        assert!(!ptx_has_entry("x.entry ghost(", "ghost"));
        let ptx = "// header\n/* a */ .visible .entry real( // the kernel\n)";
        assert!(ptx_has_entry(ptx, "real"));
        assert!(ptx_has_entry(".entry a(\n// .entry b(\n.entry c(", "c"));
        assert!(!ptx_has_entry(".entry a(\n// .entry b(\n.entry c(", "b"));
    }

    /// Read in place, the text is trusted only where the blanked reading would find the same
    /// kernel: on every text of up to six pieces that change the reading. And the crate's own
    /// PTX is read in place, every kernel found.
    #[test]
    fn text_read_in_place_finds_only_what_the_blanked_reading_finds() {
        let pieces = [".entry", " ", "k", "(", "//", "\"", "\n", "/*", "*/", "#"];
        fn each(depth: usize, text: &mut String, pieces: &[&str]) {
            let fast = PtxCode::new(text).has_entry("k");
            assert!(!fast || PtxCode::blanked(text).has_entry("k"), "{text:?}");
            if depth == 0 {
                return;
            }
            for p in pieces {
                let at = text.len();
                text.push_str(p);
                each(depth - 1, text, pieces);
                text.truncate(at);
            }
        }
        each(6, &mut String::new(), &pieces);
        let basic = include_str!("../../../ptx/basic.ptx");
        let code = PtxCode::new(basic);
        assert!(code.raw);
        for name in ["empty", "three_args", "fill_iota"] {
            assert!(code.has_entry(name), "{name}");
        }
        assert!(!code.has_entry("thre"));
    }

    /// The reading of `load_ptx` before it copied code a run at a time, kept as the reference.
    #[allow(clippy::all)]
    fn code_of_a_char_at_a_time(text: &str) -> String {
        enum Lexing {
            Code,
            Line,
            Block,
            Str { escaped: bool },
        }
        let mut out = String::with_capacity(text.len());
        let mut state = Lexing::Code;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '\n' {
                if !matches!(state, Lexing::Block) {
                    state = Lexing::Code;
                }
                out.push('\n');
                continue;
            }
            state = match state {
                Lexing::Code => match (c, chars.peek()) {
                    ('/', Some('/')) => {
                        chars.next();
                        out.push(' ');
                        Lexing::Line
                    }
                    ('/', Some('*')) => {
                        chars.next();
                        out.push(' ');
                        Lexing::Block
                    }
                    ('"', _) => {
                        out.push(' ');
                        Lexing::Str { escaped: false }
                    }
                    _ => {
                        out.push(c);
                        Lexing::Code
                    }
                },
                Lexing::Line => Lexing::Line,
                Lexing::Block => match (c, chars.peek()) {
                    ('*', Some('/')) => {
                        chars.next();
                        Lexing::Code
                    }
                    _ => Lexing::Block,
                },
                Lexing::Str { escaped } => {
                    out.push(' ');
                    match c {
                        _ if escaped => Lexing::Str { escaped: false },
                        '\\' => Lexing::Str { escaped: true },
                        '"' => Lexing::Code,
                        _ => Lexing::Str { escaped: false },
                    }
                }
            };
        }
        out
    }

    /// The run-at-a-time reading gives what the character-at-a-time one gave, on the crate's
    /// PTX and on text made of the characters that change the reading.
    #[test]
    fn code_is_read_as_before() {
        let files = [
            include_str!("../../../ptx/basic.ptx"),
            include_str!("../../../ptx/spin.ptx"),
            include_str!("../../../ptx/matmul.ptx"),
            include_str!("../../../ptx/faults.ptx"),
            include_str!("../../../ptx/sin.ptx"),
        ];
        for f in files {
            assert_eq!(code_of(f), code_of_a_char_at_a_time(f));
        }
        // Every string of up to 6 characters from this alphabet.
        let alphabet = ['/', '*', '"', '\\', '\n', 'a', 'é'];
        let mut text = String::new();
        fn each(depth: usize, text: &mut String, alphabet: &[char]) {
            assert_eq!(code_of(text), code_of_a_char_at_a_time(text), "{text:?}");
            if depth == 0 {
                return;
            }
            for &c in alphabet {
                text.push(c);
                each(depth - 1, text, alphabet);
                text.pop();
            }
        }
        each(6, &mut text, &alphabet);
    }
}
