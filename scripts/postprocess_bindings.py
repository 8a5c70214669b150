#!/usr/bin/env python3
"""Rewrites raw bindgen output into this crate's lazily loaded `sys` module.

Called by scripts/gen-bindings.sh; not meant to be run by hand.

- Each `extern "C"` function becomes a `pub unsafe fn` with the same name and arguments that
  resolves its symbol from the library on first use (crate::loader::Symbol) and returns
  `Result<Ret, LoadError>`: a missing library or symbol is an error, never a panic.
- Each newtype enum (CUresult, nvrtcResult, ...) gets `name()` and a `Debug` that prints the
  constant's name, falling back to the number for values a newer library may add.
"""
import argparse
import re
import sys

BLOCK_RE = re.compile(r'unsafe extern "C" \{\n(.*?)\n\}\n', re.S)
CONST_IMPL_RE = re.compile(r"impl (\w+) \{\n((?:\s*pub const \w+: \w+ = \w+\([^)]*\);\n)+)\}")
CONST_RE = re.compile(r"pub const (\w+): \w+ = \w+\(([^)]*)\);")
NEWTYPE_RE = re.compile(
    r"#\[repr\(transparent\)\]\n#\[derive\(Debug, ([^)]*)\)\]\npub struct (\w+)\(pub ([^)]+)\);"
)


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


def render_fn(name, params, ret, library, library_map=None):
    if library_map is not None:
        library = library_map[name]
    ret = " ".join(ret.split()) if ret else "()"
    args = ", ".join(f"{n}: {t}" for n, t in params)
    types = ", ".join(t for _, t in params)
    names = ", ".join(n for n, _ in params)
    return (
        f"/// `{name}`, resolved from {library_doc(library)} on first use.\n"
        f"#[inline]\n"
        f"pub unsafe fn {name}({args}) -> Result<{ret}, LoadError> {{\n"
        f'    static SYM: Symbol = Symbol::new(c"{name}");\n'
        f'    type __F = unsafe extern "C" fn({types}) -> {ret};\n'
        f"    // SAFETY: __F is the signature the header declares for this symbol.\n"
        f"    let __f: __F = unsafe {{ SYM.get::<__F>(&{library})? }};\n"
        f"    // SAFETY: the caller upholds the C function's contract.\n"
        f"    Ok(unsafe {{ __f({names}) }})\n"
        f"}}\n"
    )


def library_doc(library):
    return {
        "LIBCUDA": "libcuda",
        "NVRTC": "NVRTC",
        "NCCL": "NCCL",
        # NPP (issue 14): one module over several libraries.
        "NPP": "NPP",
        "NPPC": "NPP's nppc",
        "NPPIG": "NPP's nppig",
        "NPPIDEI": "NPP's nppidei",
        "NPPICC": "NPP's nppicc",
    }[library]


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
    lines = "".join(
        f'    resolve(c"{n}", &{library_map[n]})?;\n' for n in sorted(names)
    )
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("raw")
    ap.add_argument("out")
    ap.add_argument("--library", required=True)
    ap.add_argument("--header", required=True)
    ap.add_argument("--bindgen", required=True)
    # NPP (issue 14): the library of each function, and a resolve_all() over them.
    ap.add_argument("--library-map")
    a = ap.parse_args()
    library_map = read_library_map(a.library_map) if a.library_map else None
    src = open(a.raw).read()

    # Functions.
    fns = []

    names = []

    def take_fn(m):
        name, params, ret = parse_fn(m.group(1))
        names.append(name)
        fns.append(render_fn(name, params, ret, a.library, library_map))
        return ""

    src = BLOCK_RE.sub(take_fn, src)
    if 'extern "C" {' in src:
        sys.exit("postprocess_bindings: an extern block was not understood")

    # Newtype enums: names of their constants, first name wins for duplicate values.
    consts = {}
    for m in CONST_IMPL_RE.finditer(src):
        for c in CONST_RE.finditer(m.group(2)):
            consts.setdefault(m.group(1), []).append((c.group(1), c.group(2)))
    extra = []
    # `pub use self::cudaError_enum as CUresult;`: print the public name.
    aliases = dict((m.group(1), m.group(2)) for m in re.finditer(r"pub use self::(\w+) as (\w+);", src))

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
        extra.append(
            f"impl {name} {{\n"
            f"    /// The name of this value's constant, or `None` for a value these bindings do not know.\n"
            f"    pub const fn name(self) -> Option<&'static str> {{\n"
            f"        match self.0 {{\n{''.join(arms)}            _ => None,\n        }}\n    }}\n}}\n"
            f"impl core::fmt::Debug for {name} {{\n"
            f"    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {{\n"
            f"        match self.name() {{\n"
            f"            Some(n) => f.write_str(n),\n"
            f'            None => write!(f, "{aliases.get(name, name)}({{}})", self.0),\n'
            f"        }}\n    }}\n}}\n"
        )
        return f"#[repr(transparent)]\n#[derive({derives})]\npub struct {name}(pub {inner});"

    src = NEWTYPE_RE.sub(fix_newtype, src)
    src = re.sub(r"^/\* automatically generated by rust-bindgen.*\*/\n", "", src, flags=re.M)

    head = (
        f"// GENERATED FILE: do not edit by hand.\n"
        f"// Regenerate with `bash scripts/gen-bindings.sh` (bindgen {a.bindgen}, {a.header},\n"
        f"// rewritten by scripts/postprocess_bindings.py).\n"
        f"//! Raw bindings to {library_doc(a.library)}, generated from the C header.\n"
        f"//!\n"
        f"//! Every function is resolved from the library on its first call and returns\n"
        f"//! `Err(LoadError)` when the library or the symbol is missing.\n"
        f"#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals, missing_docs, missing_debug_implementations)]\n"
        f"#![allow(clippy::all, rustdoc::all)]\n\n"
        f"use crate::loader::{{{a.library}, LoadError, Symbol}};\n\n"
    )
    if library_map is not None:
        missing = sorted(set(library_map) - set(names))
        if missing:
            sys.exit(f"postprocess_bindings: not in the header: {', '.join(missing)}")
        libs = ", ".join(sorted(set(library_map[n] for n in names)))
        head = head.replace(f"{{{a.library}, LoadError, Symbol}}", f"{{{libs}, LoadError, Symbol}}")
        fns.append(render_resolve_all(names, library_map))
    with open(a.out, "w") as f:
        f.write(head + src + "\n" + "\n".join(extra) + "\n" + "\n".join(fns))


if __name__ == "__main__":
    main()
