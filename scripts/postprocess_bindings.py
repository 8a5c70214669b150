#!/usr/bin/env python3
"""Rewrites raw bindgen output into this crate's lazily loaded `sys` module.

Called by scripts/gen-bindings.sh; not meant to be run by hand.

- Each `extern "C"` function becomes a `pub unsafe fn` with the same name, arguments and
  return type as in the header (cudarc 0.10's shape), which resolves its symbol from the
  library on first use (crate::loader::Symbol). A missing library or symbol never panics: the
  function returns the library's own result code for it (see LIBRARIES below) and records the
  loader's message for the `result` layer (crate::loader::record_failure).
- The raw function pointer type declares a returned enum as its integer type, and the wrapper
  converts it with the enum's checked `from_raw`: a value these bindings do not know (from a
  newer library) becomes a documented known code, never an invalid Rust enum.
- A `Lib` struct has one method per function (cudarc 0.11-0.13's `sys::lib().f(..)` shape),
  each calling the free function.
- Each Rust enum gets `from_raw` (checked conversion from the integer) and `name()`; each
  newtype enum (the open ones, such as NCCL's ncclRedOp_t) gets `name()` and a `Debug` that
  prints the constant's name, falling back to the number.
- `Default` impls that zero a struct holding an enum with no zero value give that field the
  enum's first value instead, so that `Default::default()` never makes an invalid enum.
"""
import argparse
import re
import sys
import textwrap

# `CUresult` -> `cudaError_enum` (`pub use self::cudaError_enum as CUresult;`) and `pub type`
# aliases, filled from the raw bindings by main().
ALIASES = {}

BLOCK_RE = re.compile(r'unsafe extern "C" \{\n(.*?)\n\}\n', re.S)
CONST_IMPL_RE = re.compile(r"impl (\w+) \{\n((?:\s*pub const \w+: \w+ = \w+\([^)]*\);\n)+)\}")
CONST_RE = re.compile(r"pub const (\w+): \w+ = \w+\(([^)]*)\);")
NEWTYPE_RE = re.compile(
    r"#\[repr\(transparent\)\]\n#\[derive\(Debug, ([^)]*)\)\]\npub struct (\w+)\(pub ([^)]+)\);"
)
ENUM_RE = re.compile(
    r"#\[repr\((\w+)\)\]\n#\[derive\(([^)]*)\)\]\npub enum (\w+) \{\n(.*?)\n\}", re.S
)
VARIANT_RE = re.compile(r"^\s*(\w+) = (-?\d+),$", re.M)
STRUCT_RE = re.compile(r"pub (struct|union) (\w+) \{\n(.*?)\n\}", re.S)
FIELD_RE = re.compile(r"^\s*pub (\w+): (.+),$", re.M)
ZEROING_DEFAULT_RE = re.compile(
    r"impl Default for (\w+) \{\n"
    r"    fn default\(\) -> Self \{\n"
    r"        let mut s = ::core::mem::MaybeUninit::<Self>::uninit\(\);\n"
    r"        unsafe \{\n"
    r"            ::core::ptr::write_bytes\(s.as_mut_ptr\(\), 0, 1\);\n"
    r"            s.assume_init\(\)\n"
    r"        \}\n"
    r"    \}\n"
    r"\}\n"
)

# What a function whose C return type is the library's result enum returns when the library
# or the symbol is missing, and what a returned value these bindings do not know becomes.
# `unknown_warning`: for NPP, whose positive statuses are warnings (success), an unknown
# positive value becomes this one instead of an error.
LIBRARIES = {
    "LIBCUDA": dict(
        api="libcuda",
        result="CUresult",
        missing_library="CUDA_ERROR_SHARED_OBJECT_INIT_FAILED",
        missing_symbol="CUDA_ERROR_NOT_FOUND",
        unknown="CUDA_ERROR_UNKNOWN",
        converts="`CUresult::result()`",
        unknown_shown="the error the `result` layer makes names them",
    ),
    "NVRTC": dict(
        api="NVRTC",
        result="nvrtcResult",
        missing_library="NVRTC_ERROR_INTERNAL_ERROR",
        missing_symbol="NVRTC_ERROR_INTERNAL_ERROR",
        unknown="NVRTC_ERROR_INTERNAL_ERROR",
        converts="`nvrtcResult::result()`",
        unknown_shown="`NvrtcError` has no room to name them",
    ),
    "NCCL": dict(
        api="NCCL",
        result="ncclResult_t",
        missing_library="ncclSystemError",
        missing_symbol="ncclSystemError",
        unknown="ncclInternalError",
        converts="`ncclResult_t::result()`",
        unknown_shown="the error the `result` layer makes names them",
    ),
    # cuRAND has no code for a missing library; INITIALIZATION_FAILED is the nearest ("the
    # CUDA runtime could not be initialised"), and the loader's message says which it was.
    "CURAND": dict(
        api="cuRAND",
        result="curandStatus_t",
        missing_library="CURAND_STATUS_INITIALIZATION_FAILED",
        missing_symbol="CURAND_STATUS_INITIALIZATION_FAILED",
        unknown="CURAND_STATUS_INTERNAL_ERROR",
        converts="`curandStatus_t::result()`",
        unknown_shown="the error the `result` layer makes names them",
    ),
    # cuBLAS and cuBLASLt share cublasStatus_t. NOT_INITIALIZED is cuBLAS's own code for "the
    # library could not be initialised"; NOT_SUPPORTED for a function an older release lacks.
    "CUBLAS": dict(
        api="cuBLAS",
        result="cublasStatus_t",
        missing_library="CUBLAS_STATUS_NOT_INITIALIZED",
        missing_symbol="CUBLAS_STATUS_NOT_SUPPORTED",
        unknown="CUBLAS_STATUS_INTERNAL_ERROR",
        converts="`cublasStatus_t::result()`",
        unknown_shown="the error the `result` layer makes names them",
    ),
    "CUBLASLT": dict(
        api="cuBLASLt",
        result="cublasStatus_t",
        missing_library="CUBLAS_STATUS_NOT_INITIALIZED",
        missing_symbol="CUBLAS_STATUS_NOT_SUPPORTED",
        unknown="CUBLAS_STATUS_INTERNAL_ERROR",
        converts="`cublasStatus_t::result()`",
        unknown_shown="the error the `result` layer makes names them",
    ),
    "NPP": dict(
        api="NPP",
        result="NppStatus",
        missing_library="NPP_ERROR",
        missing_symbol="NPP_NOT_IMPLEMENTED_ERROR",
        unknown="NPP_ERROR",
        unknown_warning="NPP_NO_ERROR",
        converts="`npp::result::check`",
        unknown_shown="only for an error, and `NppError` has no room to name them",
    ),
}


def split_params(text):
    """Splits a parameter list on the commas that are not nested in (), <> or []."""
    parts, depth, cur = [], 0, ""
    text = text.replace("->", "\0")  # the '>' of an arrow is no closing bracket
    for ch in text:
        if ch in "(<[":
            depth += 1
        elif ch in ")>]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    out = []
    for p in parts:
        p = " ".join(p.replace("\0", "->").split())
        name, ty = p.split(":", 1)
        out.append((name.strip(), ty.strip()))
    return out


def parse_fn(decl):
    """Splits `pub fn name(params) -> Ret;` into its name, parameters and return type."""
    decl = " ".join(decl.split())
    m = re.match(r"pub fn (\w+)\(", decl)
    if not m:
        sys.exit(f"postprocess_bindings: not a function: {decl}")
    depth, i = 1, m.end()
    while depth:
        depth += {"(": 1, ")": -1}.get(decl[i], 0)
        i += 1
    params = decl[m.end() : i - 1]
    rest = decl[i:].strip().rstrip(";").strip()
    ret = rest[2:].strip() if rest.startswith("->") else None
    return m.group(1), split_params(params), ret


def library_doc(library):
    return {
        "LIBCUDA": "libcuda",
        "NVRTC": "NVRTC",
        "NCCL": "NCCL",
        "CURAND": "cuRAND",
        "CUBLAS": "cuBLAS",
        "CUBLASLT": "cuBLASLt",
        # NPP: one module over several libraries.
        "NPP": "NPP",
        "NPPC": "NPP's nppc",
        "NPPIG": "NPP's nppig",
        "NPPIDEI": "NPP's nppidei",
        "NPPICC": "NPP's nppicc",
    }[library]


def render_fn(name, params, ret, library, enums, cfg):
    """The free function of one C function. `library`: the Library static it comes from."""
    args = ", ".join(f"{n}: {t}" for n, t in params)
    names = ", ".join(n for n, _ in params)
    ret_enum = resolve_alias(ret) if ret else None
    head = (
        f"/// `{name}`, resolved from {library_doc(library)} on first use. A missing library or\n"
        f"/// function is a return value, never a panic: see the [module docs](self).\n"
        f"#[inline]\n"
    )
    if ret_enum in enums:
        if ret != cfg["result"]:
            sys.exit(f"postprocess_bindings: {name} returns {ret}, not {cfg['result']}")
        repr_ty = enums[ret_enum]["repr"]
        types = ", ".join(t for _, t in params)
        return head + (
            f"pub unsafe fn {name}({args}) -> {ret} {{\n"
            f'    static SYM: Symbol = Symbol::new(c"{name}");\n'
            f'    type __F = unsafe extern "C" fn({types}) -> {repr_ty};\n'
            f"    // SAFETY: __F is the signature the header declares for this symbol, with the\n"
            f"    // returned enum as its integer type (checked below).\n"
            f"    match unsafe {{ SYM.get::<__F>(&{library}) }} {{\n"
            f"        // SAFETY: the caller upholds the C function's contract.\n"
            f'        Ok(__f) => __checked(unsafe {{ __f({names}) }}, "{name}"),\n'
            f"        Err(e) => __load_failed(e),\n"
            f"    }}\n"
            f"}}\n"
        )
    ret = " ".join(ret.split()) if ret else "()"
    types = ", ".join(t for _, t in params)
    if ret.startswith("*const"):
        on_error, what = "::core::ptr::null()", "a null pointer"
    elif ret.startswith("*mut"):
        on_error, what = "::core::ptr::null_mut()", "a null pointer"
    elif ret == "()":
        on_error, what = "()", "nothing"
    elif ret in ("usize", "::core::ffi::c_uint"):
        # cuBLAS version getters (cublasGetCudartVersion, cublasLtGetVersion) and the previous
        # mask of cublasLtDisableCpuInstructionsSetMask: none.
        on_error, what = "0", "0"
    else:
        sys.exit(f"postprocess_bindings: {name} returns {ret}: choose what it returns when missing")
    return (
        f"/// `{name}`, resolved from {library_doc(library)} on first use. When the library or the\n"
        f"/// function is missing this returns {what}, and the loader's message is kept for the\n"
        f"/// `result` layer: see the [module docs](self).\n"
        f"#[inline]\n"
        f"pub unsafe fn {name}({args}) -> {ret} {{\n"
        f'    static SYM: Symbol = Symbol::new(c"{name}");\n'
        f'    type __F = unsafe extern "C" fn({types}) -> {ret};\n'
        f"    // SAFETY: __F is the signature the header declares for this symbol.\n"
        f"    match unsafe {{ SYM.get::<__F>(&{library}) }} {{\n"
        f"        // SAFETY: the caller upholds the C function's contract.\n"
        f"        Ok(__f) => unsafe {{ __f({names}) }},\n"
        f"        Err(e) => {{\n"
        f"            __load_failed(e);\n"
        f"            {on_error}\n"
        f"        }}\n"
        f"    }}\n"
        f"}}\n"
    )


def render_method(name, params, ret):
    """The `Lib` method of one C function: it calls the free function."""
    args = "".join(f", {n}: {t}" for n, t in params)
    names = ", ".join(n for n, _ in params)
    ret = f" -> {' '.join(ret.split())}" if ret else ""
    return (
        f"    /// [`{name}`](fn@{name}), as a method.\n"
        f"    #[inline]\n"
        f"    pub unsafe fn {name}(&self{args}){ret} {{\n"
        f"        // SAFETY: the caller upholds the C function's contract.\n"
        f"        unsafe {{ {name}({names}) }}\n"
        f"    }}\n"
    )


def render_helpers(cfg, enums):
    """The module's private helpers: what a missing library or symbol and an unknown returned
    value become."""
    res, api = cfg["result"], cfg["api"]
    repr_ty = enums[resolve_alias(res)]["repr"]
    if cfg["missing_symbol"] == cfg["missing_library"]:
        pick_code = f"    let code = {res}::{cfg['missing_library']};\n"
    else:
        pick_code = (
            f"    let code = if e.missing_symbol().is_some() {{\n"
            f"        {res}::{cfg['missing_symbol']}\n"
            f"    }} else {{\n"
            f"        {res}::{cfg['missing_library']}\n"
            f"    }};\n"
        )
    if "unknown_warning" in cfg:
        unknown = (
            f"    if raw >= 0 {{\n"
            f"        // An unknown warning: the call succeeded.\n"
            f"        return {res}::{cfg['unknown_warning']};\n"
            f"    }}\n"
            f"    let code = {res}::{cfg['unknown']};\n"
        )
    else:
        unknown = f"    let code = {res}::{cfg['unknown']};\n"
    return (
        f"/// The code a missing library or function returns; the loader's message is recorded for\n"
        f"/// the `result` layer.\n"
        f"#[cold]\n"
        f"#[inline(never)]\n"
        f"fn __load_failed(e: LoadError) -> {res} {{\n"
        f"{pick_code}"
        f'    crate::loader::record_failure("{api}", code as i64, Failure::Load(e));\n'
        f"    code\n"
        f"}}\n\n"
        f"/// The returned value as a `{res}`, with a value these bindings do not know mapped to a\n"
        f"/// known one (see the module docs).\n"
        f"#[inline(always)]\n"
        f"pub(crate) fn __checked(raw: {repr_ty}, function: &'static str) -> {res} {{\n"
        f"    // Zero (success, the usual answer) first, without the whole match.\n"
        f"    if raw == 0 {{\n"
        f"        if let Some(code) = const {{ {res}::from_raw(0) }} {{\n"
        f"            return code;\n"
        f"        }}\n"
        f"    }}\n"
        f"    match {res}::from_raw(raw) {{\n"
        f"        Some(code) => code,\n"
        f"        None => __unknown(raw, function),\n"
        f"    }}\n"
        f"}}\n\n"
        f"#[cold]\n"
        f"#[inline(never)]\n"
        f"fn __unknown(raw: {repr_ty}, function: &'static str) -> {res} {{\n"
        f"{unknown}"
        f"    let raw = raw as i64;\n"
        f'    crate::loader::record_failure("{api}", code as i64, Failure::Unknown {{ function, raw }});\n'
        f"    code\n"
        f"}}\n"
    )


def resolve_alias(name):
    """The type an alias names, following aliases of aliases."""
    seen = 0
    while name in ALIASES and seen < 10:
        name = ALIASES[name]
        seen += 1
    return name


def render_enum_impl(name, info):
    repr_ty = info["repr"]
    public = next((k for k, v in ALIASES.items() if v == name), name)
    seen, from_arms, name_arms = set(), [], []
    for vname, value in info["variants"]:
        if value in seen:
            sys.exit(f"postprocess_bindings: duplicate value in {name}")
        seen.add(value)
        from_arms.append(f"            {value} => Some(Self::{vname}),\n")
        name_arms.append(f'            Self::{vname} => "{vname}",\n')
    return (
        f"impl {name} {{\n"
        f"    /// The value whose integer is `raw`, or `None` for one these bindings do not know (as a\n"
        f"    /// newer library may return). Check what a C function writes this way before it\n"
        f"    /// becomes a `{public}`: a Rust enum holding another value is undefined behaviour.\n"
        f"    pub const fn from_raw(raw: {repr_ty}) -> Option<Self> {{\n"
        f"        match raw {{\n{''.join(from_arms)}            _ => None,\n        }}\n    }}\n\n"
        f"    /// The name of this value's constant in the C header.\n"
        f"    pub const fn name(self) -> &'static str {{\n"
        f"        match self {{\n{''.join(name_arms)}        }}\n    }}\n"
        f"}}\n"
    )


def fix_defaults(src, enums):
    """Rewrites the zeroing `Default` impls of structs that hold (not through a union) an enum
    with no zero value: such fields get the enum's first value."""
    structs = {}
    for m in STRUCT_RE.finditer(src):
        structs[m.group(2)] = (m.group(1), FIELD_RE.findall(m.group(3)))

    def base_type(ty):
        # `[[T; 2usize]; 3usize]` -> T, `T` -> T; pointers need no valid pointee.
        ty = ty.strip()
        while ty.startswith("["):
            ty = ty[1 : ty.rindex(";")].strip()
        return None if ty.startswith("*") or "(" in ty else ty.split("::")[-1]

    def is_array(ty):
        return ty.strip().startswith("[")

    memo = {}

    def bad_paths(sname):
        """Field paths (lists of names) inside struct `sname` that hold a zero-less enum."""
        if sname in memo:
            return memo[sname]
        memo[sname] = []
        kind, fields = structs[sname]
        out = []
        if kind == "union":
            return out  # no field of a union needs to be valid
        for fname, ty in fields:
            b = base_type(ty)
            if b is None:
                continue
            r = resolve_alias(b)
            if r in enums and not any(v == 0 for _, v in enums[r]["variants"]):
                if is_array(ty):
                    sys.exit(f"postprocess_bindings: {sname}.{fname}: an array of {r}")
                out.append(([fname], r))
            elif r in structs:
                for path, e in bad_paths(r):
                    if is_array(ty):
                        sys.exit(f"postprocess_bindings: {sname}.{fname}: an array holding {e}")
                    out.append(([fname] + path, e))
        memo[sname] = out
        return out

    def rewrite(m):
        sname = m.group(1)
        paths = bad_paths(sname) if sname in structs else []
        writes = ""
        for path, e in paths:
            first = min(enums[e]["variants"], key=lambda v: v[1])[0]
            writes += (
                f"            ::core::ptr::addr_of_mut!((*s.as_mut_ptr()).{'.'.join(path)})\n"
                f"                .write({e}::{first});\n"
            )
        why = (
            "all-zero bytes are valid for every field of this type"
            if not paths
            else "all-zero bytes are valid for every field of this type but the enums with no\n"
            "        // zero value, which get their first value before the struct is read"
        )
        return (
            f"impl Default for {sname} {{\n"
            f"    fn default() -> Self {{\n"
            f"        let mut s = ::core::mem::MaybeUninit::<Self>::uninit();\n"
            f"        // SAFETY: {why}.\n"
            f"        unsafe {{\n"
            f"            ::core::ptr::write_bytes(s.as_mut_ptr(), 0, 1);\n"
            f"{writes}"
            f"            s.assume_init()\n"
            f"        }}\n"
            f"    }}\n"
            f"}}\n"
        )

    return ZEROING_DEFAULT_RE.sub(rewrite, src)


def read_library_map(path):
    """`function library` lines (blank lines and # comments skipped) as a dict."""
    out = {}
    for line in open(path):
        line = line.split("#", 1)[0].split()
        if line:
            out[line[0]] = line[1]
    return out


def render_resolve_all(names, library_map):
    """A function that resolves every symbol of the module without calling any."""
    lines = "".join(f'    resolve(c"{n}", &{library_map[n]})?;\n' for n in sorted(names))
    return (
        "/// Resolves every function of this module from its library, calling none of them: the\n"
        "/// first library or function that is missing is the error.\n"
        "pub fn resolve_all() -> Result<(), LoadError> {\n"
        "    fn resolve(name: &'static ::core::ffi::CStr, lib: &'static crate::loader::Library) -> Result<(), LoadError> {\n"
        "        let sym = Symbol::new(name);\n"
        "        // SAFETY: only the address is looked up; nothing is called through it.\n"
        "        unsafe { sym.get::<*const ::core::ffi::c_void>(lib) }.map(drop)\n"
        "    }\n"
        f"{lines}"
        "    Ok(())\n"
        "}\n"
    )


def module_docs(library, cfg, has_callbacks):
    """The generated module's docs, as `//!` lines wrapped at 100 columns."""
    lib = library_doc(library)
    res = cfg["result"]
    if cfg["missing_library"] == cfg["missing_symbol"]:
        missing = f"returns `{cfg['missing_library']}` when {lib} or the function is missing"
    else:
        missing = (
            f"returns `{cfg['missing_library']}` when {lib} cannot be loaded and "
            f"`{cfg['missing_symbol']}` when it lacks the function (an older release)"
        )
    unknown = f"`{cfg['unknown']}`"
    if "unknown_warning" in cfg:
        unknown += (
            f" when it is negative (an error) and `{cfg['unknown_warning']}` when it is "
            f"positive (a warning: the call succeeded)"
        )
    paragraphs = [
        f"Raw bindings to {lib}, generated from the C header, in cudarc's shapes: C enums are "
        f"Rust enums (`#[repr]` of the C type, so `x as u32` and exhaustive matches work; values "
        f"that alias another are associated constants), and every function is both a free "
        f"function (`{lib_example(library)}`, as in cudarc 0.10) and a method of [`Lib`] "
        f"(`lib().{lib_example(library)}`, as in cudarc 0.11-0.13).",
        "# Loading",
        f"Every function is resolved from the library on its first call (see [`crate::loader`]). "
        f"Nothing here panics when the library or a function is missing. A function returning "
        f"`{res}` {missing}; one returning a pointer returns null, and one returning nothing "
        f"does nothing. In each case the loader's message (every path tried and why it failed "
        f"and the environment variable that overrides the search, or the missing function) is "
        f"kept for the calling thread, and the `result` layer attaches it to the error it makes "
        f"of that code ({cfg['converts']} does too).",
        "# Values from the library",
        f"A Rust enum holding a value that is not one of its variants is undefined behaviour, "
        f"and a newer library may return values these bindings do not know. So the raw function "
        f"pointer types declare a returned `{res}` as its integer type, and the functions here "
        f"convert it with the checked `{res}::from_raw`: a value they do not know becomes "
        f"{unknown}. The function and the value are recorded as above; {cfg['unknown_shown']}.",
        "Enums the library writes through out-pointers or into structs keep the header's types "
        "in these signatures, as cudarc has them. Passing a pointer to such an enum is only "
        "sound when the library cannot write a value these bindings do not know: the `result` "
        "layer passes memory of the integer type instead and checks it with `from_raw`. Do the "
        "same when calling these functions directly.",
    ]
    if has_callbacks:
        paragraphs.append(
            "Callback types keep the header's shape too (as cudarc): a callback that the library "
            "calls with an enum argument (such as `CUstreamCallback`'s status) must not trust "
            "that value: declare the function it points to with the integer type in that place (and transmute it to the callback type), and check the value."
        )
    paragraphs.append(
        "`Default` zeroes a struct, except that a field whose enum has no zero value gets the "
        "enum's first value (zero would not be a valid enum)."
    )
    out = []
    for p in paragraphs:
        if out:
            out.append("//!")
        out += textwrap.wrap(p, 96, initial_indent="//! ", subsequent_indent="//! ",
                             break_long_words=False, break_on_hyphens=False)
    return "\n".join(out) + "\n"


def lib_example(library):
    return {
        "LIBCUDA": "cuInit(0)",
        "NVRTC": "nvrtcVersion(&mut major, &mut minor)",
        "NCCL": "ncclGetVersion(&mut version)",
        "CURAND": "curandGetVersion(&mut version)",
        "CUBLAS": "cublasGetProperty(libraryPropertyType::MAJOR_VERSION, &mut major)",
        "CUBLASLT": "cublasLtGetVersion()",
        "NPP": "nppGetLibVersion()",
    }[library]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("raw")
    ap.add_argument("out")
    ap.add_argument("--library", required=True)
    ap.add_argument("--header", required=True)
    ap.add_argument("--bindgen", required=True)
    # NPP: the library of each function, and a resolve_all() over them.
    ap.add_argument("--library-map")
    a = ap.parse_args()
    cfg = LIBRARIES[a.library]
    library_map = read_library_map(a.library_map) if a.library_map else None
    src = open(a.raw).read()

    # `pub use self::cudaError_enum as CUresult;`
    for m in re.finditer(r"pub use self::(\w+) as (\w+);", src):
        ALIASES[m.group(2)] = m.group(1)
    for m in re.finditer(r"pub type (\w+) = (\w+);", src):
        ALIASES.setdefault(m.group(1), m.group(2))

    # Rust enums.
    enums = {}
    for m in ENUM_RE.finditer(src):
        variants = [(v, int(n)) for v, n in VARIANT_RE.findall(m.group(4))]
        if len(variants) != len(m.group(4).strip().split("\n")):
            sys.exit(f"postprocess_bindings: enum {m.group(3)} not understood")
        enums[m.group(3)] = dict(repr=m.group(1), variants=variants)
    if resolve_alias(cfg["result"]) not in enums:
        sys.exit(f"postprocess_bindings: {cfg['result']} is not a Rust enum")

    # Functions.
    fns, methods, names = [], [], []

    def take_fn(m):
        name, params, ret = parse_fn(m.group(1))
        names.append(name)
        library = library_map[name] if library_map is not None else a.library
        fns.append(render_fn(name, params, ret, library, enums, cfg))
        methods.append(render_method(name, params, ret))
        return ""

    src = BLOCK_RE.sub(take_fn, src)
    if 'extern "C" {' in src:
        sys.exit("postprocess_bindings: an extern block was not understood")

    # Newtype enums (the open ones): names of their constants, first name wins for duplicate
    # values.
    consts = {}
    for m in CONST_IMPL_RE.finditer(src):
        for c in CONST_RE.finditer(m.group(2)):
            consts.setdefault(m.group(1), []).append((c.group(1), c.group(2)))
    extra = []

    def fix_newtype(m):
        derives, name, inner = m.group(1), m.group(2), m.group(3)
        if name not in consts:
            return m.group(0)
        seen, arms = set(), []
        for cname, value in consts[name]:
            if value in seen:
                continue
            seen.add(value)
            arms.append(f'            {value} => Some("{cname}"),\n')
        public = next((k for k, v in ALIASES.items() if v == name), name)
        extra.append(
            f"impl {name} {{\n"
            f"    /// The name of this value's constant, or `None` for a value the header does not name.\n"
            f"    pub const fn name(self) -> Option<&'static str> {{\n"
            f"        match self.0 {{\n{''.join(arms)}            _ => None,\n        }}\n    }}\n}}\n"
            f"impl core::fmt::Debug for {name} {{\n"
            f"    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {{\n"
            f"        match self.name() {{\n"
            f"            Some(n) => f.write_str(n),\n"
            f'            None => write!(f, "{public}({{}})", self.0),\n'
            f"        }}\n    }}\n}}\n"
        )
        return f"#[repr(transparent)]\n#[derive({derives})]\npub struct {name}(pub {inner});"

    src = NEWTYPE_RE.sub(fix_newtype, src)
    for name in enums:
        extra.append(render_enum_impl(name, enums[name]))
    src = fix_defaults(src, enums)
    if src.count("write_bytes") != src.count("// SAFETY: all-zero bytes"):
        sys.exit("postprocess_bindings: a Default impl was not understood")
    src = re.sub(r"^/\* automatically generated by rust-bindgen.*\*/\n", "", src, flags=re.M)

    libs = sorted(set(library_map[n] for n in names)) if library_map is not None else [a.library]
    has_callbacks = bool(re.search(r"pub type \w+ = ::core::option::Option<", src))
    head = (
        f"// GENERATED FILE: do not edit by hand.\n"
        f"// Regenerate with `bash scripts/gen-bindings.sh` (bindgen {a.bindgen}, {a.header},\n"
        f"// rewritten by scripts/postprocess_bindings.py).\n"
        f"{module_docs(a.library, cfg, has_callbacks)}"
        f"#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals, missing_docs, missing_debug_implementations)]\n"
        f"#![allow(clippy::all, rustdoc::all)]\n"
        f"// The derives cudarc has (PartialEq, Ord, Hash) compare function pointer fields too.\n"
        f"#![allow(unknown_lints, unpredictable_function_pointer_comparisons)]\n\n"
        f"use crate::loader::{{{', '.join(libs)}, Failure, LoadError, Symbol}};\n\n"
    )
    tail = [render_helpers(cfg, enums)]
    tail += fns
    tail.append(
        f"/// The functions of {library_doc(a.library)} as methods, in cudarc 0.11-0.13's shape:\n"
        f"/// `sys::lib().{lib_example(a.library)}`. Each method calls the free function of the\n"
        f"/// same name: it loads lazily and never panics, as they do.\n"
        f"#[derive(Debug)]\n"
        f"pub struct Lib {{\n"
        f"    _private: (),\n"
        f"}}\n\n"
        f"/// The [`Lib`] whose methods are this module's functions. Nothing is loaded here: each\n"
        f"/// function is resolved on its first call.\n"
        f"///\n"
        f"/// # Safety\n"
        f"///\n"
        f"/// Nothing to uphold: it is `unsafe` only because cudarc's is, so that code written for\n"
        f"/// cudarc compiles unchanged.\n"
        f"pub unsafe fn lib() -> &'static Lib {{\n"
        f"    static LIB: Lib = Lib {{ _private: () }};\n"
        f"    &LIB\n"
        f"}}\n\n"
        f"impl Lib {{\n" + "\n".join(methods) + "}\n"
    )
    if a.library == "LIBCUDA":
        tail.append(
            "/// Whether libcuda can be loaded (searching as [`crate::loader`] says, once per\n"
            "/// process): `false` on a machine without an NVIDIA driver. As cudarc 0.13's.\n"
            "pub fn is_available() -> bool {\n"
            "    LIBCUDA.load().is_ok()\n"
            "}\n"
        )
    if library_map is not None:
        missing = sorted(set(library_map) - set(names))
        if missing:
            sys.exit(f"postprocess_bindings: not in the header: {', '.join(missing)}")
        tail.append(render_resolve_all(names, library_map))
    with open(a.out, "w") as f:
        f.write(head + src + "\n" + "\n".join(extra) + "\n" + "\n".join(tail))


if __name__ == "__main__":
    main()
