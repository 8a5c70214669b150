#!/usr/bin/env python3
"""Public-API diff of cudarc (one or more versions) against cuda-driver, from rustdoc JSON.

Usage (scripts/api-diff.sh produces the JSON and calls this):

    api_diff.py --ours cuda_driver.json \
                --cudarc 0.10.0=cudarc-0.10.0.json --cudarc 0.13.9=cudarc-0.13.9.json \
                [--cudarc-private 0.13.9=cudarc-0.13.9-private.json] \
                [--cudarc-src 0.13.9=DIR] [--commit SHA] [--ours-features F] \
                [--cudarc-features 0.10.0=F ...] [--dump DIR] [--out FILE]
                [--ours-root stream_api] [--hand 0.19] [--list-all] [--client-uses NAME=FILE]

With --ours-root, a module of cuda-driver is compared as if it were the crate root (cudarc 0.19's
stream API against `cuda_driver::stream_api`); a module that does not exist compares as empty,
so that every cudarc item is missing. --list-all makes Table 1 a checklist (every missing path a
row, members included), --client-uses flags ⚑ what a real client names and compares the sys
names it uses, and --hand picks the hand table of the face compared.

Standard library only.  The JSON is what
`RUSTC_BOOTSTRAP=1 cargo rustdoc --lib -- -Z unstable-options --output-format json
--document-hidden-items` writes (document-private-items off).  The optional
`--cudarc-private` JSON (same build plus --document-private-items) is read only for the
methods and impls of public-but-unnameable types, which rustdoc leaves out otherwise.
Tested with rustdoc JSON format 57 (rustc 1.95); other versions are read with the known
older/newer field spellings and a warning.

Method
------
* Each crate is walked from its root module through `pub` modules and `pub use`
  (globs included).  Every public path is an *entry*; so is every inherent method,
  associated const/type, public field, variant, trait item, trait impl and auto-trait
  impl of a reachable type (keyed by the type's canonical path), plus one `Type{}`
  entry per struct that says how outside code constructs and pattern-matches it.
  A type that is public but cannot be named (reached only through signatures) is
  written `?Name`; it is matched to ours by name.
* Signatures are rendered with lifetimes dropped, type aliases expanded,
  `core::ffi::c_*` as primitives, generic params renamed by position (T0.. for a
  type's/impl's params, G0.. for a function's) and bounds merged from `<T: A>` and
  `where`.  A path is written `crate::` + its canonical public path: the shortest
  path that both crates have, else the shortest.
* `sys` modules are compared by name only, and only for the names that cudarc's own
  hand-written sources of the layers in scope (LAYERS: driver, nvrtc, nccl, curand, cublas,
  cublaslt) use (every .rs under src/<layer>/ that is not rust-bindgen output).  Two systematic differences are reported as one
  row each: the kind of the used sys enums (`sys-kind`) and the calling convention of
  the used sys functions (`sys-fn`), with the functions whose argument types differ
  listed after the table.
* Differences are classified mechanically (see `verdict_*`).  HAND below can add a
  ⚑ flag, a note or a verdict to a row, keyed by the row's item column.
"""

import argparse
import collections
import datetime
import fnmatch
import json
import os
import re
import sys

# --------------------------------------------------------------------------------------
# Hand-written table.  Key: the item column of a row (an entry key such as
# `driver::CudaDevice::alloc_pinned`, `driver::DriverError{}`, `sys-fn`, `sys-kind`,
# `impl std::Copy for crate::driver::DriverError`), or an fnmatch pattern.
#   flag:    True marks the row ⚑ (likely used by real programs)
#   note:    text for Table 1's note column (replaces the mechanical note)
#   verdict: text for Table 2's verdict column (replaces the mechanical verdict)
#   when:    optional; the hand verdict/note is used only while the row's cuda-driver
#            value contains this text (so a stale explanation drops out by itself
#            when the crate changes; the mechanical one is shown instead)
# It carries the ⚑ set of compat/API_DIFF.md made at 4fdb74c and the README references.
# --------------------------------------------------------------------------------------
HAND = {
    # Table 1 (missing)
    "driver::CudaDevice::import_external_memory": {"flag": True},
    "driver::CudaDevice::htod_copy_pinned": {"flag": True},
    "driver::ExternalMemory": {"flag": True},
    "driver::MappedBuffer": {"flag": True},
    "driver::Profiler": {"flag": True},
    "driver::profiler_start": {"flag": True},
    "driver::profiler_stop": {"flag": True},
    "driver::safe::DriverError": {"flag": True},
    "group!": {"flag": True},
    "nvrtc::safe": {"flag": True},
    "impl std::Copy for crate::driver::DriverError": {"flag": True},
    "impl std::Copy for crate::nvrtc::result::NvrtcError": {"flag": True},
    "impl crate::driver::LaunchAsync<*> for crate::driver::CudaFunction*": {"flag": True},
    # Table 2 (different)
    "driver::DriverError{}": {"flag": True},
    "nccl::result::NcclError{}": {"flag": True},
    "nvrtc::result::NvrtcError{}": {"flag": True},
    "nvrtc::CompileOptions{}": {"flag": True, "readme": "0.13's fields (`options` included)"},
    "driver::CudaDevice::alloc_pinned": {"flag": True, "readme": "zeroed, so `ValidAsZeroBits`"},
    "nccl::Comm::broadcast": {"flag": True, "readme": "0.13's argument shapes"},
    "nccl::Comm::reduce": {"flag": True, "readme": "0.13's argument shapes"},
    "sys-fn": {"flag": True, "readme": "functions resolved on first use"},
    "cublas::half::*": {"readme": "functions resolved on first use"},
    "sys-kind": {"flag": True, "readme": "`ncclRedOp_t` holds custom reductions"},
}

# cudarc 0.19's stream API, compared with `cuda_driver::stream_api` (--ours-root stream_api,
# --hand 0.19): nothing hand-written yet; its ⚑ come from --client-uses (the paths a real client
# names, e.g. compat/cubecl-0.10/cudarc-uses.txt).
HAND_0_19 = {}
HANDS = {"0.13": HAND, "0.19": HAND_0_19}

# Options of the run (main sets them from the command line).
OPTS = {
    "list_all": False,         # every missing path its own row (a checklist), modules not collapsed
    "ours_label": "cuda-driver",
    "client": None,            # name of the client whose paths flag rows (--client-uses)
    "client_paths": set(),     # its non-sys paths, cudarc's crate root removed
    "client_sys": collections.defaultdict(set),  # 'driver::sys' -> names it uses
    "client_prefixes": set(),  # the types and modules that hold its paths
    "root_paths": None,        # with --ours-root: the paths of the crate's own root tree
}

FORMAT_TESTED = (57,)
FORMAT_MIN = 39  # `inner` as {kind: data}; older layouts are not read

AUTO_TRAITS = ("Send", "Sync", "Unpin", "UnwindSafe", "RefUnwindSafe")
STD_SHORT = {
    "Result", "Option", "Arc", "Rc", "Box", "Vec", "String", "Debug", "Display", "Clone",
    "Copy", "Send", "Sync", "Sized", "Unpin", "Default", "PartialEq", "Eq", "PartialOrd",
    "Ord", "Hash", "Error", "Drop", "Deref", "DerefMut", "From", "Into", "AsRef", "AsMut",
    "Iterator", "IntoIterator", "Fn", "FnMut", "FnOnce", "Future", "c_void", "PhantomData",
    "Cow", "TryFrom", "TryInto", "Borrow", "BorrowMut", "ToOwned", "ToString", "Any",
}
C_PRIMS = {  # x86_64 Linux
    "c_char": "i8", "c_schar": "i8", "c_uchar": "u8", "c_short": "i16", "c_ushort": "u16",
    "c_int": "i32", "c_uint": "u32", "c_long": "i64", "c_ulong": "u64",
    "c_longlong": "i64", "c_ulonglong": "u64", "c_float": "f32", "c_double": "f64",
    "size_t": "usize", "ssize_t": "isize",
}
SLICE_METHODS = {
    "as_ptr", "as_mut_ptr", "len", "is_empty", "iter", "iter_mut", "first", "last", "get",
    "get_mut", "to_vec", "copy_from_slice", "clone_from_slice", "fill", "as_ptr_range",
    "as_mut_ptr_range", "chunks", "split_at", "contains", "swap",
}
LAYERS = ("driver", "nvrtc", "nccl", "curand", "cublas", "cublaslt")  # cudarc modules in scope
# Impls not compared: compiler-internal markers, and Drop (no caller can name `Drop::drop`;
# whether a type has its own Drop or one of its fields does is not visible to users).
IGNORED_TRAITS = {"core::clone::TrivialClone", "std::Drop", "core::marker::Freeze", "core::marker::UnsafeUnpin"}
SYS = "sys"


def warn(msg):
    print("api_diff: " + msg, file=sys.stderr)


def first(d, *names, default=None):
    """The first of `names` present in dict `d` (field renames across format versions)."""
    if not isinstance(d, dict):
        return default
    for n in names:
        if n in d:
            return d[n]
    return default


def inner_kind(item):
    inner = item.get("inner")
    if isinstance(inner, dict) and len(inner) == 1:
        k = next(iter(inner))
        return k, inner[k]
    if isinstance(inner, str):  # unit-like kinds written as a bare string
        return inner, None
    raise SystemExit("api_diff: unsupported rustdoc JSON layout (item without {kind: data} inner)")


# --------------------------------------------------------------------------------------
# Type nodes: tuples, so they hash and compare.
#   ('path', name, args(tuple of nodes), constraints(tuple of (name, node|str)))
#   ('fntrait', name, inputs, output)   ('gen', name)   ('prim', name)
#   ('ref', mut, node)   ('ptr', mut, node)   ('slice', node)   ('array', node, len)
#   ('tuple', nodes)   ('fnptr', header, inputs, output)   ('dyn', bounds)   ('impl', bounds)
#   ('qpath', self, trait|None, name)   ('infer',)   ('other', text)
# --------------------------------------------------------------------------------------

def render(n):
    if n is None:
        return "()"
    t = n[0]
    if t == "path":
        parts = [render(a) for a in n[2]]
        parts += ["%s = %s" % (c[0], c[1] if isinstance(c[1], str) else render(c[1])) for c in n[3]]
        return n[1] + ("<" + ", ".join(parts) + ">" if parts else "")
    if t == "fntrait":
        s = "%s(%s)" % (n[1], ", ".join(render(a) for a in n[2]))
        return s + (" -> " + render(n[3]) if n[3] is not None else "")
    if t in ("gen", "prim"):
        return n[1]
    if t == "ref":
        return "&" + ("mut " if n[1] else "") + render(n[2])
    if t == "ptr":
        return ("*mut " if n[1] else "*const ") + render(n[2])
    if t == "slice":
        return "[" + render(n[1]) + "]"
    if t == "array":
        return "[%s; %s]" % (render(n[1]), n[2])
    if t == "tuple":
        if len(n[1]) == 1:
            return "(" + render(n[1][0]) + ",)"
        return "(" + ", ".join(render(a) for a in n[1]) + ")"
    if t == "fnptr":
        s = n[1] + "fn(" + ", ".join(render(a) for a in n[2]) + ")"
        return s + (" -> " + render(n[3]) if n[3] is not None else "")
    if t == "dyn":
        return "dyn " + " + ".join(n[1])
    if t == "impl":
        return "impl " + " + ".join(n[1])
    if t == "qpath":
        if n[2] is None:
            return "%s::%s" % (render(n[1]), n[3])
        return "<%s as %s>::%s" % (render(n[1]), render(n[2]), n[3])
    if t == "infer":
        return "_"
    return str(n[-1])


def short(s):
    """`crate::a::sys::C<..>` -> `a::sys::C<..>`, `std::Result` -> `Result` (compact text)."""
    s = re.sub(r"\b(?:std|core|alloc)(?:::[A-Za-z_0-9]+)*::([A-Za-z_0-9]+)", r"\1", s)
    return re.sub(r"\bcrate::", "", s)


def natural_key(s):
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", s)]


# --------------------------------------------------------------------------------------
# A crate's rustdoc JSON
# --------------------------------------------------------------------------------------

class Crate:
    def __init__(self, path, label):
        self.label = label
        self.file = path
        with open(path) as f:
            d = json.load(f)
        self.format_version = d.get("format_version")
        fv = self.format_version
        if not isinstance(fv, int) or fv < FORMAT_MIN:
            raise SystemExit("api_diff: %s: rustdoc JSON format_version %r is too old (need >= %d)"
                             % (path, fv, FORMAT_MIN))
        if fv not in FORMAT_TESTED:
            warn("%s: format_version %d (tested: %s); reading it with the same field names "
                 "and their known older/newer spellings" % (path, fv, FORMAT_TESTED))
        self.index = d["index"]
        self.paths = d.get("paths", {})
        self.root = str(d["root"])
        self.crate_version = d.get("crate_version")
        root = self.index[self.root]
        self.name = root.get("name")
        self.root_file = (root.get("span") or {}).get("filename")

    def item(self, i):
        if i is None:
            return None
        return self.index.get(str(i))

    def is_local(self, i):
        it = self.item(i)
        if it is not None:
            return it.get("crate_id", 0) == 0
        p = self.paths.get(str(i))
        return p is not None and p.get("crate_id") == 0


# --------------------------------------------------------------------------------------
# Attributes, across format versions (strings before ~54, objects after)
# --------------------------------------------------------------------------------------

def attr_info(item):
    names, repr_ = set(), None
    for a in item.get("attrs") or []:
        if isinstance(a, str):
            s = a.strip()
            m = re.match(r"#!?\[(.*)\]$", s, re.S)
            body = m.group(1) if m else s
            nm = re.match(r"[A-Za-z_:]+", body)
            if nm:
                names.add(nm.group(0))
            rm = re.match(r"repr\((.*)\)", body)
            if rm:
                repr_ = ",".join(x.strip() for x in rm.group(1).split(","))
        elif isinstance(a, dict):
            for k, v in a.items():
                names.add(k)
                if k == "repr" and isinstance(v, dict):
                    parts = []
                    if v.get("kind") and v.get("kind") != "rust":
                        parts.append(v["kind"])
                    if v.get("int"):
                        parts.append(v["int"])
                    repr_ = ",".join(parts) or "Rust"
                elif k == "other" and isinstance(v, str):
                    nm = re.match(r"#!?\[([A-Za-z_:]+)", v)
                    if nm:
                        names.add(nm.group(1))
    return names, repr_


# --------------------------------------------------------------------------------------
# View: one crate's public API, rendered for comparison with one other crate
# --------------------------------------------------------------------------------------

class Entry:
    __slots__ = ("key", "kind", "module", "display", "cmp", "data", "owner", "alias_of", "item_id",
                 "sys", "path")

    def __init__(self, key, kind, module, display, cmp=None, data=None, owner=None,
                 alias_of=None, item_id=None, sys_=False, path=None):
        self.key, self.kind, self.module, self.display = key, kind, module, display
        self.cmp = display if cmp is None else cmp
        self.data, self.owner, self.alias_of, self.item_id = data, owner, alias_of, item_id
        self.sys, self.path = sys_, path


class View:
    """One crate's public API: `walk` collects every public path, `finalize` picks each
    item's canonical path (given the other crate's paths), `build` makes the entries."""

    def __init__(self, crate, role, root=()):
        self.c = crate
        self.role = role  # 'cudarc' or 'ours'
        self.root = tuple(root)  # the module walked as the crate root (e.g. ('stream_api',))
        self.item_paths = collections.defaultdict(list)   # id -> [path tuples]
        self.path_to = {}                                 # path tuple -> id or ('ext', text)
        self.modules = set()                              # public module paths
        self.root_id = self.find_module(self.root)        # None: that module does not exist
        self.walk()

    def find_module(self, path):
        """The id of the public module at `path` from the crate root (through `pub mod` and
        `pub use` of a module), or None."""
        mid = self.c.root
        for name in path:
            m = self.c.item(mid)
            if m is None or inner_kind(m)[0] != "module":
                return None
            nxt = None
            for cid in inner_kind(m)[1].get("items", []):
                it = self.c.item(cid)
                if it is None or it.get("visibility") != "public":
                    continue
                k, data = inner_kind(it)
                if k == "module" and it.get("name") == name:
                    nxt = cid
                elif k == "use" and not first(data, "is_glob", "glob") and data.get("name") == name:
                    tgt = first(data, "id", "target")
                    ti = self.c.item(tgt)
                    if ti is not None and inner_kind(ti)[0] == "module":
                        nxt = tgt
                if nxt is not None:
                    break
            if nxt is None:
                return None
            mid = nxt
        return str(mid)

    def def_path(self, iid):
        """An item's definition path (rustdoc's `paths`) without the crate name, relative to the
        walked root when it lies under it; None when unknown."""
        pe = self.c.paths.get(str(iid))
        if not pe or pe.get("crate_id") != 0:
            return None
        p = tuple(pe["path"][1:])
        n = len(self.root)
        return p[n:] if n and p[:n] == self.root else p

    # ---------------- walk ----------------
    def walk(self):
        seen = set()
        self.modules.add(())

        def add(iid, path, depth):
            it = self.c.item(iid)
            if it is None:
                return
            k, data = inner_kind(it)
            if k == "use":  # a use of a use: follow it
                tgt = first(data, "id", "target")
                if tgt is not None and str(tgt) != str(iid):
                    return add(tgt, path, depth + 1) if depth < 20 else None
                return
            if path in self.path_to:
                return
            self.path_to[path] = str(iid)
            self.item_paths[str(iid)].append(path)
            if k == "module":
                self.modules.add(path)
                walk_mod(iid, path, depth + 1)

        def walk_mod(mid, prefix, depth):
            if (str(mid), prefix) in seen or depth > 30:
                return
            seen.add((str(mid), prefix))
            m = self.c.item(mid)
            if m is None:
                return
            k, data = inner_kind(m)
            if k == "enum":  # `pub use Enum::*`
                for v in data.get("variants", []):
                    vi = self.c.item(v)
                    if vi is not None:
                        add(v, prefix + (vi["name"],), depth)
                return
            if k != "module":
                return
            for cid in data.get("items", []):
                it = self.c.item(cid)
                if it is None:
                    continue
                if it.get("visibility") != "public":
                    continue
                ck, cdata = inner_kind(it)
                if ck == "use":
                    tgt = first(cdata, "id", "target")
                    if first(cdata, "is_glob", "glob"):
                        if tgt is not None:
                            walk_mod(tgt, prefix, depth + 1)
                        continue
                    name = cdata.get("name")
                    p = prefix + (name,)
                    if self.c.item(tgt) is None:
                        if p not in self.path_to:
                            self.path_to[p] = ("ext", cdata.get("source", ""))
                        continue
                    add(tgt, p, depth)
                elif ck == "impl":
                    continue
                else:
                    name = it.get("name")
                    if name is None:
                        continue
                    add(cid, prefix + (name,), depth)

        if self.root_id is not None:
            walk_mod(self.root_id, (), 0)

    # ---------------- names ----------------
    def finalize(self, other_path_set, unnameable_names=None):
        """Choose the canonical path of every reachable item."""
        self.canon = {}
        for iid, paths in self.item_paths.items():
            cands = list(paths)
            common = [p for p in cands if p in other_path_set]
            pool = common or cands
            # among the shortest, those in the defining top module first (a `pub use` of another
            # module's item, such as `cublas::sys::CUstream_st` for `driver::sys::CUstream_st`,
            # is not canonical)
            dp = self.def_path(iid)
            top = dp[0] if dp else None
            self.canon[iid] = min(pool, key=lambda p: (len(p), top is not None and p[0] != top, p))
        self.unnameable_names = unnameable_names or {}
        self.unnameable = {}  # id -> name, found while rendering

    def path_name(self, iid, raw):
        """Rendered path of a resolved_path id."""
        sid = str(iid) if iid is not None else None
        if sid is not None and sid in self.canon:
            return "crate::" + "::".join(self.canon[sid])
        pe = self.c.paths.get(sid) if sid is not None else None
        if sid is not None and self.c.is_local(iid):
            it = self.c.item(iid)
            name = (it or {}).get("name") or (pe["path"][-1] if pe else raw.split("::")[-1])
            if it is not None:
                self.unnameable[sid] = name
            if name in self.unnameable_names:
                return self.unnameable_names[name]
            return "?" + name
        if pe:
            p = pe["path"]
            if p and p[0] in ("core", "alloc", "std") and p[-1] in STD_SHORT:
                return "std::" + p[-1]
            return "::".join(p)
        return (raw or "?").lstrip(":")

    def module_label(self, path):
        """Row's module column for a path tuple (layer modules kept: a::result, a::safe, a::sys)."""
        if not path:
            return ""
        if len(path) >= 2 and path[1] in ("result", "safe", SYS) and (path[0], path[1]) in self.modules:
            return path[0] + "::" + path[1]
        return path[0]

    def def_module_label(self, iid):
        """Module column for an unnameable type: its definition path, cut at the last public module."""
        dp = self.def_path(iid)
        if dp is None:
            return "?"
        p = dp[:-1]
        while p and p not in self.modules:
            p = p[:-1]
        return self.module_label(p + ("x",))

    # ---------------- types ----------------
    def ty(self, t, env):
        if t is None:
            return None
        if not isinstance(t, dict):
            return ("other", str(t))
        k = next(iter(t))
        v = t[k]
        if k == "resolved_path":
            iid = v.get("id")
            raw = first(v, "path", "name", default="")
            pe = self.c.paths.get(str(iid)) if iid is not None else None
            last = (pe["path"][-1] if pe else raw.split("::")[-1])
            if (not self.c.is_local(iid)) and last in C_PRIMS and (
                    (pe and pe.get("kind") == "type_alias") or raw.split("::")[-1] == last):
                return ("prim", C_PRIMS[last])
            it = self.c.item(iid)
            args = v.get("args")
            if it is not None and it.get("crate_id", 0) == 0:
                ik, idata = inner_kind(it)
                if ik == "type_alias":
                    aenv = {}
                    params = [p for p in idata.get("generics", {}).get("params", [])
                              if "lifetime" not in p.get("kind", {})]
                    argn = self.args(args, env)[0] if args else ()
                    for i, p in enumerate(params):
                        aenv[p["name"]] = argn[i] if i < len(argn) else ("gen", p["name"])
                    return self.ty(idata.get("type"), aenv)
            name = self.path_name(iid, raw)
            if args and "parenthesized" in args:
                pa = args["parenthesized"]
                return ("fntrait", name, tuple(self.ty(x, env) for x in pa.get("inputs", [])),
                        self.ty(pa.get("output"), env))
            a, c = self.args(args, env) if args else ((), ())
            return ("path", name, a, c)
        if k == "generic":
            return env.get(v, ("gen", v))
        if k == "primitive":
            return ("prim", v)
        if k == "borrowed_ref":
            return ("ref", bool(first(v, "is_mutable", "mutable")), self.ty(v.get("type"), env))
        if k == "raw_pointer":
            return ("ptr", bool(first(v, "is_mutable", "mutable")), self.ty(v.get("type"), env))
        if k == "slice":
            return ("slice", self.ty(v, env))
        if k == "array":
            return ("array", self.ty(v.get("type"), env), v.get("len"))
        if k == "tuple":
            if not v:
                return ("prim", "()")
            return ("tuple", tuple(self.ty(x, env) for x in v))
        if k == "function_pointer":
            sig = first(v, "sig", "decl") or {}
            hdr = self.header(v.get("header") or {})
            ins = tuple(self.ty(x[1], env) for x in sig.get("inputs", []))
            out = self.ty(sig.get("output"), env)
            return ("fnptr", hdr, ins, out)
        if k == "dyn_trait":
            bs = []
            for pt in v.get("traits", []):
                bs.append(render(self.pathnode(pt.get("trait"), env)))
            return ("dyn", tuple(sorted(bs)))
        if k == "impl_trait":
            return ("impl", tuple(sorted(self.bounds(v, env))))
        if k == "qualified_path":
            tr = v.get("trait")
            trn = self.pathnode(tr, env) if tr else None
            return ("qpath", self.ty(v.get("self_type"), env), trn, v.get("name"))
        if k == "infer":
            return ("infer",)
        if k == "pat":
            return self.ty(v.get("type"), env)
        return ("other", json.dumps(t)[:60])

    def args(self, args, env):
        ab = args.get("angle_bracketed") if isinstance(args, dict) else None
        if ab is None:
            return (), ()
        out = []
        for a in ab.get("args", []):
            if isinstance(a, dict):
                if "type" in a:
                    out.append(self.ty(a["type"], env))
                elif "const" in a:
                    cv = a["const"]
                    out.append(("other", str(first(cv, "expr", "value", default=cv))))
            elif a == "infer":
                out.append(("infer",))
        cons = []
        for b in first(ab, "constraints", "bindings", default=[]) or []:
            bind = b.get("binding", {})
            if "equality" in bind:
                eq = bind["equality"]
                val = self.ty(eq["type"], env) if isinstance(eq, dict) and "type" in eq else ("other", str(eq))
                cons.append((b.get("name"), val))
            elif "constraint" in bind:
                cons.append((b.get("name"), ": " + " + ".join(sorted(self.bounds(bind["constraint"], env)))))
        return tuple(out), tuple(cons)

    def pathnode(self, p, env):
        """A `Path` (trait refs, impl trait): {path|name, id, args}."""
        if p is None:
            return None
        return self.ty({"resolved_path": p}, env)

    def bounds(self, bs, env):
        out = []
        for b in bs or []:
            if isinstance(b, dict) and "trait_bound" in b:
                tb = b["trait_bound"]
                mod = tb.get("modifier", "none")
                s = render(self.pathnode(tb.get("trait"), env))
                if mod == "maybe":
                    s = "?" + s
                elif mod == "maybe_const":
                    s = "~const " + s
                out.append(s)
        return out

    @staticmethod
    def header(h):
        s = ""
        if first(h, "is_const", "const_"):
            s += "const "
        if first(h, "is_async", "async_"):
            s += "async "
        if first(h, "is_unsafe", "unsafe_"):
            s += "unsafe "
        abi = h.get("abi", "Rust")
        if isinstance(abi, dict):
            abi = next(iter(abi))
        if abi and abi != "Rust":
            s += 'extern "%s" ' % abi
        return s

    # ---------------- generics ----------------
    def generics(self, g, env, prefix, order=None):
        """Rename the params of `g` (skipping lifetimes) and collect merged bounds.
        Returns (env', [names], {bounded: set(bounds)}).  `order`: param names in the order
        they should be numbered (others follow)."""
        env = dict(env)
        params = [p for p in (g or {}).get("params", []) if "lifetime" not in p.get("kind", {})]
        synth = [p for p in params if first(p.get("kind", {}).get("type", {}), "is_synthetic", "synthetic")]
        params = [p for p in params if p not in synth]
        names = [p["name"] for p in params]
        if order:
            names = [n for n in order if n in names] + [n for n in names if n not in order]
        newnames = []
        for i, n in enumerate(names):
            env[n] = ("gen", "%s%d" % (prefix, i))
            newnames.append("%s%d" % (prefix, i))
        for p in synth:
            env.setdefault(p["name"], ("gen", p["name"]))
        bnds = collections.defaultdict(set)
        for p in params:
            kd = p.get("kind", {})
            if "type" in kd:
                for b in self.bounds(kd["type"].get("bounds"), env):
                    bnds[render(env[p["name"]])].add(b)
                dflt = kd["type"].get("default")
                if dflt is not None:
                    bnds[render(env[p["name"]])].add("= " + render(self.ty(dflt, env)))
            elif "const" in kd:
                bnds[render(env[p["name"]])].add("const " + render(self.ty(kd["const"].get("type"), env)))
        for wp in (g or {}).get("where_predicates", []):
            if "bound_predicate" in wp:
                bp = wp["bound_predicate"]
                key = render(self.ty(bp.get("type"), env))
                for b in self.bounds(bp.get("bounds"), env):
                    bnds[key].add(b)
            elif "eq_predicate" in wp:
                ep = wp["eq_predicate"]
                rhs = ep.get("rhs")
                rhs_s = render(self.ty(rhs["type"], env)) if isinstance(rhs, dict) and "type" in rhs else str(rhs)
                bnds[render(self.ty(ep.get("lhs"), env))].add("= " + rhs_s)
        return env, newnames, {k: v for k, v in bnds.items() if v}

    @staticmethod
    def render_bounds(b):
        if not b:
            return ""
        parts = []
        for k in sorted(b, key=natural_key):
            bs = sorted(b[k])
            if all(x.startswith("const ") for x in bs):
                continue
            parts.append("%s: %s" % (k, " + ".join(x for x in bs if not x.startswith("const "))))
        return (" where " + ", ".join(parts)) if parts else ""

    # ---------------- functions ----------------
    def func(self, name, data, env, impl_bounds=None):
        sig = first(data, "sig", "decl") or {}
        env2, gnames, bnds = self.generics(data.get("generics"), env, "G")
        hdr = self.header(data.get("header") or {})
        selff = None
        ins = []
        for pname, pt in sig.get("inputs", []):
            n = self.ty(pt, env2)
            if pname == "self" and selff is None and not ins:
                if n == ("gen", "Self"):
                    selff = "self"
                elif n[0] == "ref" and n[2] == ("gen", "Self"):
                    selff = "&mut self" if n[1] else "&self"
                else:
                    selff = "self: " + render(n)
                continue
            ins.append(n)
        out = self.ty(sig.get("output"), env2)
        fd = {"hdr": hdr, "self": selff, "inputs": tuple(ins), "output": out, "gen": tuple(gnames),
              "bounds": bnds, "impl_bounds": impl_bounds or {}, "variadic": bool(sig.get("is_c_variadic"))}
        fd["display"] = self.fn_display(name, fd)
        return fd

    def fn_display(self, name, fd):
        parts = ([fd["self"]] if fd["self"] else []) + [render(x) for x in fd["inputs"]]
        if fd["variadic"]:
            parts.append("...")
        s = "%sfn %s%s(%s)" % (fd["hdr"], name, "<%s>" % ", ".join(fd["gen"]) if fd["gen"] else "",
                               ", ".join(parts))
        if fd["output"] is not None and fd["output"] != ("prim", "()"):
            s += " -> " + render(fd["output"])
        s += self.render_bounds(fd["bounds"])
        if fd["impl_bounds"]:
            s += "  [impl" + self.render_bounds(fd["impl_bounds"]) + "]"
        return s

    # ---------------- entries ----------------
    def build(self, scope=None):
        """Entries of every reachable public path (and members of reachable types).
        scope(path) -> bool limits which paths are kept."""
        self.entries = {}
        self.sysnames = collections.defaultdict(dict)  # 'driver::sys' -> {name: (kind, id, data)}
        self.sys_type_methods = collections.defaultdict(set)  # sys mod -> {Type::method}
        types_done = set()
        trait_ids = set()
        type_ids = []

        def put(e):
            k = e.key
            while k in self.entries:
                k = k + "'"
            e.key = k
            self.entries[k] = e

        for path, tgt in sorted(self.path_to.items()):
            if scope is not None and not scope(path):
                continue
            key = "::".join(path)
            is_sys = len(path) >= 2 and path[1] == SYS
            if isinstance(tgt, tuple):  # re-export of an external item
                if is_sys and len(path) == 3:
                    self.sysnames["::".join(path[:2])][path[2]] = ("reexport", None, None)
                    continue
                put(Entry(key, "reexport", self.module_label(path), "pub use " + tgt[1], sys_=is_sys, path=path))
                continue
            it = self.c.item(tgt)
            k, data = inner_kind(it)
            canon = self.canon.get(tgt, path)
            alias_of = "::".join(canon) if canon != path else None
            if is_sys:
                if len(path) == 3:
                    self.sysnames["::".join(path[:2])][path[2]] = (k, tgt, data)
                if alias_of is None and k in ("struct", "enum", "union"):
                    type_ids.append((tgt, path, True))
                continue
            mod = self.module_label(path)
            if k == "macro" or k == "proc_macro":
                src = ((it.get("span") or {}).get("filename") or "")
                m = re.search(r"src/([A-Za-z_0-9]+)/", src)
                mod = (m.group(1) + " (crate-root macro)") if (len(path) == 1 and m) else mod
                put(Entry(path[-1] + "!", "macro", mod, "macro", item_id=tgt, path=path))
                continue
            disp, kindname = self.item_display(it, k, data, path[-1])
            fd = self.func(path[-1], data, {}) if k == "function" else None
            put(Entry(key, kindname, mod, disp, data=fd, item_id=tgt, alias_of=alias_of, path=path))
            if alias_of is None:
                if k in ("struct", "enum", "union"):
                    type_ids.append((tgt, path, False))
                elif k == "trait":
                    trait_ids.add(tgt)
                    self.trait_entries(it, data, path, mod, put)

        # members of reachable types; unnameable types found while rendering are added too
        impls_done = set()
        pending = list(type_ids)
        while pending:
            tid, path, is_sys = pending.pop(0)
            if (tid, is_sys) in types_done:
                continue
            types_done.add((tid, is_sys))
            self.type_members(tid, path, is_sys, put, impls_done, trait_ids)
            for uid, name in list(self.unnameable.items()):
                it = self.c.item(uid)
                if it is None or (uid, False) in types_done or any(uid == p[0] for p in pending):
                    continue
                k, _ = inner_kind(it)
                if k in ("struct", "enum", "union"):
                    pending.append((uid, None, False))
        # impls of our traits for other types (primitives, tuples, foreign types)
        for tid in sorted(trait_ids, key=int):
            it = self.c.item(tid)
            _, data = inner_kind(it)
            for iid in data.get("implementations", []):
                if str(iid) in impls_done:
                    continue
                impls_done.add(str(iid))
                e = self.impl_entry(iid, None)
                if e:
                    put(e)
        return self.entries

    def item_display(self, it, k, data, name):
        if k == "function":
            return self.func(name, data, {})["display"], "fn"
        if k == "module":
            return "mod", "mod"
        if k in ("struct", "enum", "union"):
            env, gn, b = self.generics(data.get("generics"), {}, "T")
            return "%s %s%s%s" % (k, name, "<%s>" % ", ".join(gn) if gn else "", self.render_bounds(b)), k
        if k == "trait":
            return self.trait_display(name, data), "trait"
        if k == "type_alias":
            env, gn, b = self.generics(data.get("generics"), {}, "T")
            return "type %s%s = %s" % (name, "<%s>" % ", ".join(gn) if gn else "",
                                       render(self.ty(data.get("type"), env))), "type"
        if k == "constant":
            c = data.get("const") if isinstance(data.get("const"), dict) else data
            return "const %s: %s = %s" % (name, render(self.ty(data.get("type"), {})),
                                          first(c, "value", "expr", default="?")), "const"
        if k == "static":
            return "static %s%s: %s" % ("mut " if first(data, "is_mutable", "mutable") else "", name,
                                        render(self.ty(data.get("type"), {}))), "static"
        if k == "trait_alias":
            return "trait alias", "trait"
        return k, k

    def trait_display(self, name, data):
        env, gn, b = self.generics(data.get("generics"), {"Self": ("gen", "Self")}, "T")
        sup = sorted(self.bounds(data.get("bounds"), env))
        s = "%strait %s%s" % ("unsafe " if first(data, "is_unsafe", "unsafe_") else "", name,
                              "<%s>" % ", ".join(gn) if gn else "")
        if sup:
            s += ": " + " + ".join(sup)
        return s + self.render_bounds(b)

    def trait_entries(self, it, data, path, mod, put):
        key = "::".join(path)
        env, gn, b = self.generics(data.get("generics"), {"Self": ("gen", "Self")}, "T")
        req = []
        for mid in data.get("items", []):
            m = self.c.item(mid)
            if m is None:
                continue
            mk, md = inner_kind(m)
            nm = m.get("name")
            if mk == "function":
                fd = self.func(nm, md, env)
                if not md.get("has_body", True):
                    req.append(nm)
                put(Entry(key + "::" + nm, "trait method", mod,
                          fd["display"] + ("" if md.get("has_body", True) else "  [required]"),
                          data=fd, owner=key, path=path + (nm,)))
            elif mk == "assoc_type":
                dflt = first(md, "type", "default")
                if dflt is None:
                    req.append(nm)
                bs = sorted(self.bounds(md.get("bounds"), env))
                put(Entry(key + "::" + nm, "assoc type", mod,
                          "type %s%s%s" % (nm, (": " + " + ".join(bs)) if bs else "",
                                           (" = " + render(self.ty(dflt, env))) if dflt else ""),
                          owner=key, path=path + (nm,)))
            elif mk == "assoc_const":
                dflt = first(md, "value", "default")
                if dflt is None:
                    req.append(nm)
                put(Entry(key + "::" + nm, "assoc const", mod,
                          "const %s: %s" % (nm, render(self.ty(md.get("type"), env))),
                          owner=key, path=path + (nm,)))
        put(Entry(key + " (required items)", "trait-req", mod, ", ".join(sorted(req)) or "(none)",
                  data=set(req), owner=key, path=path))

    def type_members(self, tid, path, is_sys, put, impls_done, trait_ids):
        it = self.c.item(tid)
        k, data = inner_kind(it)
        if path is None:
            tkey = "?" + it["name"]
            mod = self.def_module_label(tid)
        else:
            tkey = "::".join(path)
            mod = self.module_label(path)
        env, gn, tb = self.generics(data.get("generics"), {}, "T")
        selfnode = ("path", self.path_name(tid, it["name"]), tuple(("gen", g) for g in gn), ())
        env["Self"] = ("gen", "Self")
        if is_sys:
            smod = "::".join(path[:2])
            for iid in data.get("impls", []):
                im = self.c.item(iid)
                if im is None:
                    continue
                _, idata = inner_kind(im)
                if idata.get("trait") is None:
                    for mid in idata.get("items", []):
                        m = self.c.item(mid)
                        if m is not None and m.get("name") and inner_kind(m)[0] == "function" \
                                and m.get("visibility") == "public":
                            self.sys_type_methods[smod].add("%s::%s" % (path[-1], m["name"]))
            return
        names, repr_ = attr_info(it)
        nonex = "non_exhaustive" in names
        # fields / shape
        if k == "struct":
            sk = data.get("kind")
            fields, private = [], False
            if sk == "unit" or sk is None:
                shape = "unit"
            elif "tuple" in sk:
                shape = "tuple"
                for i, fid in enumerate(sk["tuple"]):
                    if fid is None or (self.c.item(fid) or {}).get("visibility") != "public":
                        private = True
                        fields.append((str(i), None))
                        continue
                    f = self.c.item(fid)
                    fields.append((str(i), render(self.ty(inner_kind(f)[1], env))))
            else:
                shape = "plain"
                pl = sk.get("plain", {})
                private = bool(first(pl, "has_stripped_fields", "fields_stripped"))
                for fid in pl.get("fields", []):
                    f = self.c.item(fid)
                    if f is not None and f.get("visibility") == "public":
                        fields.append((f["name"], render(self.ty(inner_kind(f)[1], env))))
                    elif f is not None:
                        private = True
            constructible = not private and not nonex
            for fname, ftype in fields:
                if ftype is not None:
                    put(Entry(tkey + "::" + fname, "field", mod, "%s: %s" % (fname, ftype), owner=tkey,
                              path=(path or ()) + (fname,)))
            put(Entry(tkey + "{}", "shape", mod, self.shape_display(it["name"], shape, fields, constructible),
                      cmp=("opaque" if not constructible and not any(t for f, t in fields) else
                           "%s|%s|%s" % (shape, constructible, ",".join(f for f, t in fields if t is not None))),
                      data={"shape": shape, "fields": fields, "constructible": constructible,
                            "private": private, "nonex": nonex, "repr": repr_},
                      owner=tkey))
        elif k == "union":
            for fid in data.get("fields", []):
                f = self.c.item(fid)
                if f is not None:
                    put(Entry(tkey + "::" + f["name"], "field", mod,
                              "%s: %s" % (f["name"], render(self.ty(inner_kind(f)[1], env))), owner=tkey))
        elif k == "enum":
            put(Entry(tkey + "{}", "shape", mod, "enum%s%s" % (" #[non_exhaustive]" if nonex else "",
                                                             " #[repr(%s)]" % repr_ if repr_ else ""),
                      data={"shape": "enum", "nonex": nonex, "repr": repr_}, owner=tkey))
            for vid in data.get("variants", []):
                v = self.c.item(vid)
                if v is None:
                    continue
                _, vd = inner_kind(v)
                vk = vd.get("kind", "plain")
                disp = v["name"]
                if isinstance(vk, dict) and "tuple" in vk:
                    disp += "(" + ", ".join(
                        render(self.ty(inner_kind(self.c.item(f))[1], env)) if f is not None and self.c.item(f) else "_"
                        for f in vk["tuple"]) + ")"
                elif isinstance(vk, dict) and "struct" in vk:
                    fs = []
                    for f in vk["struct"].get("fields", []):
                        fi = self.c.item(f)
                        if fi is not None:
                            fs.append("%s: %s" % (fi["name"], render(self.ty(inner_kind(fi)[1], env))))
                    disp += " { " + ", ".join(fs) + " }"
                disc = vd.get("discriminant")
                if disc:
                    disp += " = " + str(first(disc, "value", "expr", default=""))
                put(Entry(tkey + "::" + v["name"], "variant", mod, disp, owner=tkey))
        # impls
        for iid in data.get("impls", []):
            if str(iid) in impls_done:
                continue
            im = self.c.item(iid)
            if im is None:
                continue
            _, idata = inner_kind(im)
            if idata.get("blanket_impl") is not None:
                continue
            tr = idata.get("trait")
            if tr is None:
                impls_done.add(str(iid))
                self.inherent(im, idata, tkey, mod, selfnode, put)
                continue
            impls_done.add(str(iid))
            e = self.impl_entry(iid, (tkey, mod))
            if e:
                put(e)

    @staticmethod
    def shape_display(name, shape, fields, constructible):
        if shape == "unit":
            body = name
        elif shape == "tuple":
            body = "%s(%s)" % (name, ", ".join(t if t is not None else "_" for f, t in fields))
        else:
            pub = [f for f, t in fields if t is not None]
            body = "%s { %s }" % (name, ", ".join(pub + ([".."] if not constructible else [])))
        if constructible:
            return {"unit": "constructible: unit " + body, "tuple": "constructible: tuple ctor / pattern " + body,
                    "plain": "constructible: struct literal " + body}[shape]
        return "NOT constructible (private field or non_exhaustive): " + body

    def impl_env(self, idata):
        """Rename an impl's params: first those in the `for` type, then the trait's args."""
        pre = {}
        raw_for = idata.get("for")
        order = []

        def collect(t):
            if isinstance(t, dict):
                if "generic" in t and isinstance(t["generic"], str):
                    if t["generic"] not in order:
                        order.append(t["generic"])
                for v in t.values():
                    collect(v)
            elif isinstance(t, list):
                for v in t:
                    collect(v)
        collect(raw_for)
        collect(idata.get("trait"))
        return self.generics(idata.get("generics"), pre, "T", order=order)

    def inherent(self, im, idata, tkey, mod, selfnode, put):
        env, gn, b = self.impl_env(idata)
        env["Self"] = ("gen", "Self")
        # bounds that the type itself already has are not the impl's own
        for mid in idata.get("items", []):
            m = self.c.item(mid)
            if m is None or m.get("visibility") != "public":
                continue
            mk, md = inner_kind(m)
            nm = m.get("name")
            if mk == "function":
                fd = self.func(nm, md, env, impl_bounds=b)
                put(Entry(tkey + "::" + nm, "method", mod, fd["display"], cmp=fd["display"], data=fd,
                          owner=tkey, item_id=str(mid)))
            elif mk == "assoc_const":
                put(Entry(tkey + "::" + nm, "assoc const", mod,
                          "const %s: %s" % (nm, render(self.ty(md.get("type"), env))),
                          data={"value": first(md, "value", "default")}, owner=tkey))
            elif mk == "assoc_type":
                put(Entry(tkey + "::" + nm, "assoc type", mod,
                          "type %s = %s" % (nm, render(self.ty(first(md, "type", "default"), env))), owner=tkey))

    def impl_entry(self, iid, owner):
        im = self.c.item(iid)
        if im is None:
            return None
        _, idata = inner_kind(im)
        if idata.get("blanket_impl") is not None:
            return None
        tr = idata.get("trait")
        env, gn, b = self.impl_env(idata)
        env["Self"] = ("gen", "Self")
        fornode = self.ty(idata.get("for"), env)
        trnode = self.pathnode(tr, env)
        neg = bool(first(idata, "is_negative", "negative"))
        synth = bool(first(idata, "is_synthetic", "synthetic"))
        fr, trr = render(fornode), render(trnode)
        if trr in IGNORED_TRAITS or (trnode and trnode[0] == "path" and trnode[1].startswith("?")):
            return None  # not API (or a private sealing trait, shown as a `?Name` supertrait)
        short_tr = trnode[1].split("::")[-1] if trnode and trnode[0] == "path" else trr
        if not synth and short_tr in AUTO_TRAITS and trnode[1].startswith(("std::", "core::")):
            synth = True  # an explicit `unsafe impl Send for X` compares with an auto impl
        if owner is None:
            # an impl of a reachable trait of ours for another type: module of the for-type
            # when it is one of ours, else of the trait
            mod = None
            if fornode[0] == "path" and fornode[1].startswith("crate::"):
                parts = tuple(fornode[1][len("crate::"):].split("::"))
                mod = self.module_label(parts)
                if len(parts) >= 2 and parts[1] == SYS:
                    pass
            if mod is None and trnode[0] == "path" and trnode[1].startswith("crate::"):
                mod = self.module_label(tuple(trnode[1][len("crate::"):].split("::")))
            owner = (None, mod or "")
        tkey, mod = owner
        if synth:
            if short_tr not in AUTO_TRAITS:
                return None
            val = ("!" if neg else "") + short_tr + self.render_bounds(b)
            return Entry("auto %s for %s" % (short_tr, fr), "auto", mod, val,
                         data={"neg": neg, "bounds": b}, owner=tkey)
        assoc = []
        for mid in idata.get("items", []):
            m = self.c.item(mid)
            if m is None:
                continue
            mk, md = inner_kind(m)
            if mk == "assoc_type":
                assoc.append("type %s = %s" % (m["name"], render(self.ty(first(md, "type", "default"), env))))
        key = "impl %s%s for %s" % ("!" if neg else "", trr, fr)
        disp = "%simpl%s %s%s for %s%s%s" % (
            "unsafe " if idata.get("is_unsafe") else "", "<%s>" % ", ".join(gn) if gn else "",
            "!" if neg else "", trr, fr, self.render_bounds(b),
            (" { " + "; ".join(sorted(assoc)) + " }") if assoc else "")
        return Entry(key, "impl", mod, disp, data={"bounds": b, "unsafe": bool(idata.get("is_unsafe")),
                                                   "assoc": assoc, "gen": gn, "for": fornode, "trait": trnode},
                     owner=tkey)


# --------------------------------------------------------------------------------------
# Names cudarc's hand-written layers use from its sys modules
# --------------------------------------------------------------------------------------

def used_sys_names(src_dir, sysnames):
    """{'driver::sys': set(names)}: identifiers of the hand-written sources of each layer
    (all .rs under src/<layer>/ but generated bindings) that name something in
    that layer's sys module, plus `<layer>::sys::Name` written anywhere."""
    used = collections.defaultdict(set)
    if not src_dir or not os.path.isdir(src_dir):
        warn("cudarc sources not found (%r): sys comparison limited to nothing" % src_dir)
        return used
    tokens = collections.defaultdict(set)
    qualified = collections.defaultdict(set)
    for layer in LAYERS:
        base = os.path.join(src_dir, layer)
        for dp, dn, fn in os.walk(base):
            for f in fn:
                if not f.endswith(".rs"):
                    continue
                p = os.path.join(dp, f)
                rel = os.path.relpath(p, base).replace(os.sep, "/")
                with open(p, errors="replace") as fh:
                    text = fh.read()
                if re.search(r"generated by rust-bindgen|automatically generated", text[:400]):
                    continue
                if (rel == SYS + ".rs" or rel.startswith(SYS + "/")) and "allow(non_camel_case_types)" in text[:400]:
                    continue  # generated bindings without a bindgen header (cudarc 0.19's sys/mod.rs)
                text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
                text = re.sub(r"//[^\n]*", " ", text)
                tokens[layer] |= set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text))
                for m in re.finditer(r"\b(%s)::sys::([A-Za-z_][A-Za-z0-9_]*)" % "|".join(LAYERS), text):
                    qualified[m.group(1)].add(m.group(2))
    for layer in LAYERS:
        mod = layer + "::" + SYS
        names = set(sysnames.get(mod, {}))
        used[mod] = (tokens[layer] | qualified[layer]) & names
    return used


# --------------------------------------------------------------------------------------
# Verdicts
# --------------------------------------------------------------------------------------

def severity(v):
    if v.startswith("BREAKS"):
        return 0
    if v.startswith("check"):
        return 1
    if "BREAKS" in v:
        return 2
    return 3


VERDICT_CLASS = {0: "BREAKS", 1: "check", 2: "compiles in the common use, BREAKS in a named one", 3: "compiles"}


def combine(parts):
    parts = [p for p in parts if p]
    if not parts:
        return "check: differs (no rule)"
    parts.sort(key=severity)
    return "; ".join(dict.fromkeys(parts))


def bounds_diff(a, b):
    """(dropped, added) bound strings between two merged-bounds dicts."""
    fa = {"%s: %s" % (k, x) for k, v in (a or {}).items() for x in v}
    fb = {"%s: %s" % (k, x) for k, v in (b or {}).items() for x in v}
    return sorted(fa - fb, key=natural_key), sorted(fb - fa, key=natural_key)


class ImplIndex:
    """Trait impls of a view, for 'does type X satisfy bound Tr' (used when ours takes a
    generic where cudarc takes a concrete type)."""

    def __init__(self, entries, path_to=None):
        self.path_to = path_to or {}  # ours' paths, for `same_here`
        self.by_trait = collections.defaultdict(list)
        for e in entries.values():
            if e.kind == "impl" and e.data and e.data["trait"] and e.data["trait"][0] == "path":
                self.by_trait[e.data["trait"][1]].append(e.data["for"])

    def satisfies(self, node, trait_name):
        for pat in self.by_trait.get(trait_name, []):
            if unify(pat, node, {}):
                return True
        return False


def same_here(path_to, c, o):
    """Whether cudarc's type node `c` names, in ours, the type ours writes `o`: a `crate::` path
    of cudarc's that ours has too, as a re-export of the same item (e.g. cudarc's own
    `cublas::sys::CUstream_st`, which is `driver::sys::CUstream_st` here)."""
    if c == o:
        return True
    if c is None or o is None or c[0] != o[0]:
        return False
    if c[0] == "path":
        if c[1] != o[1]:
            if not (c[1].startswith("crate::") and o[1].startswith("crate::")):
                return False
            ci = path_to.get(tuple(c[1][len("crate::"):].split("::")))
            oi = path_to.get(tuple(o[1][len("crate::"):].split("::")))
            if ci is None or ci != oi or not isinstance(ci, str):
                return False
        return (len(c[2]) == len(o[2]) and c[3] == o[3]
                and all(same_here(path_to, a, b) for a, b in zip(c[2], o[2])))
    if c[0] in ("ref", "ptr"):
        return c[1] == o[1] and same_here(path_to, c[2], o[2])
    if c[0] == "slice":
        return same_here(path_to, c[1], o[1])
    if c[0] == "array":
        return c[2] == o[2] and same_here(path_to, c[1], o[1])
    if c[0] == "tuple":
        return len(c[1]) == len(o[1]) and all(same_here(path_to, a, b) for a, b in zip(c[1], o[1]))
    return False


def unify(pat, node, binds):
    if pat is None or node is None:
        return pat == node
    if pat[0] == "gen" and re.match(r"T\d+$", pat[1]):
        if pat[1] in binds:
            return binds[pat[1]] == node
        binds[pat[1]] = node
        return True
    if pat[0] != node[0]:
        return False
    if pat[0] == "path":
        return (pat[1] == node[1] and len(pat[2]) == len(node[2])
                and all(unify(a, b, binds) for a, b in zip(pat[2], node[2])))
    if pat[0] in ("ref", "ptr"):
        return pat[1] == node[1] and unify(pat[2], node[2], binds)
    if pat[0] == "slice":
        return unify(pat[1], node[1], binds)
    if pat[0] == "tuple":
        return len(pat[1]) == len(node[1]) and all(unify(a, b, binds) for a, b in zip(pat[1], node[1]))
    return pat == node


def param_verdicts(i, c, o, ours_bounds, impls):
    """Verdict parts for argument i: cudarc type c, ours o."""
    if c == o:
        return []
    if same_here(impls.path_to, c, o):
        return ["compiles: argument %d is `%s` here, and cudarc's `%s` names that same type here "
                "(re-exported)" % (i + 1, short(render(o)), short(render(c)))]
    # ours generic where cudarc is concrete: check the generic's bounds
    gens = {}

    def match(cn, on):
        if cn == on:
            return True
        if on[0] == "gen" and re.match(r"G\d+$", on[1]):
            gens.setdefault(on[1], []).append(cn)
            return True
        if cn[0] != on[0]:
            return False
        if cn[0] == "path":
            return cn[1] == on[1] and len(cn[2]) == len(on[2]) and all(match(a, b) for a, b in zip(cn[2], on[2]))
        if cn[0] in ("ref", "ptr"):
            return cn[1] == on[1] and match(cn[2], on[2])
        if cn[0] == "slice":
            return match(cn[1], on[1])
        return False

    if match(c, o) and gens:
        unsat = []
        for g, concretes in gens.items():
            for b in sorted(ours_bounds.get(g, ())):
                tn = re.sub(r"<.*", "", b)
                if b.startswith("?") or tn in ("std::Sized",):
                    continue
                for cn in concretes:
                    if not impls.satisfies(cn, tn):
                        unsat.append("%s: %s" % (render(cn), b))
        if not unsat:
            return ["compiles: `%s` satisfies the bounds of the generic here (turbofish `::<T>` breaks)"
                    % short(render(c))]
        return ["check: argument %d is generic here; bound(s) not found for cudarc's type: %s"
                % (i + 1, ", ".join(short(u) for u in unsat))]
    rc, ro = short(render(c)), short(render(o))
    if c[0] == "ref" and o[0] == "ref" and (c[1] or not o[1]):
        return ["check: argument %d is `%s` here, `%s` in cudarc (deref coercion may apply)" % (i + 1, ro, rc)]
    if c[0] == "ptr" and o[0] == "ptr" and c[1] == o[1]:
        return ["check: argument %d points to another type here: `%s`, `%s` in cudarc (a cast `as _` adapts "
                "a call; passing cudarc's type unchanged BREAKS)" % (i + 1, ro, rc)]
    return ["BREAKS calls: argument %d is `%s` here, `%s` in cudarc" % (i + 1, ro, rc)]


def verdict_fn(c, o, impls):
    cd, od = c.data, o.data
    parts = []
    if cd["hdr"] != od["hdr"]:
        cu, ou = "unsafe" in cd["hdr"], "unsafe" in od["hdr"]
        if cu and not ou:
            parts.append("compiles: safe here (`unsafe { .. }` around the call gets an unused_unsafe warning)")
        elif ou and not cu:
            parts.append("BREAKS calls outside `unsafe`: unsafe here")
        if ("const" in cd["hdr"]) and "const" not in od["hdr"]:
            parts.append("BREAKS uses in const context: not `const fn` here")
        if ('extern' in cd["hdr"]) != ('extern' in od["hdr"]):
            parts.append("compiles for calls; BREAKS use as a function pointer of the other ABI")
    if cd["self"] != od["self"]:
        cs, os_ = cd["self"], od["self"]
        if cs and os_ and "Arc<Self>" in cs and os_ == "&self":
            parts.append("compiles: `x.%s(..)` and `Type::%s(&arc, ..)` work through auto-deref "
                         "(only a `fn(&Arc<Self>)` pointer to it would not)" % (c.key.split("::")[-1], c.key.split("::")[-1]))
        elif cs == "&self" and os_ == "&mut self":
            parts.append("BREAKS calls through a shared reference: `&mut self` here")
        elif cs == "&mut self" and os_ == "&self":
            parts.append("compiles (`&self` here; `&mut` receivers coerce)")
        else:
            parts.append("BREAKS calls: receiver is `%s` here, `%s` in cudarc" % (os_, cs))
    if len(cd["inputs"]) != len(od["inputs"]):
        parts.append("BREAKS calls: %d arguments here, %d in cudarc" % (len(od["inputs"]), len(cd["inputs"])))
    else:
        for i, (a, b) in enumerate(zip(cd["inputs"], od["inputs"])):
            parts += param_verdicts(i, a, b, od["bounds"], impls)
    if cd["output"] != od["output"]:
        co, oo = cd["output"], od["output"]
        if (co and oo and co[0] == oo[0] == "path" and co[1] == oo[1] == "std::Result"
                and len(co[2]) == len(oo[2]) == 2 and co[2][1] == oo[2][1]):
            if co[2][0] == ("prim", "()"):
                parts.append("compiles where the value is ignored (`f(..)?;`, `.is_ok()`), BREAKS `Ok(()) =>` "
                             "matches: returns `Result<%s, _>` here" % short(render(oo[2][0])))
            else:
                parts.append("check: returns `Result<%s, _>` here, `Result<%s, _>` in cudarc"
                             % (short(render(oo[2][0])), short(render(co[2][0]))))
        else:
            parts.append("check: returns `%s` here, `%s` in cudarc" % (short(render(oo)), short(render(co))))
    if len(od["gen"]) > len(cd["gen"]) and not any(p.startswith("BREAKS calls") for p in parts):
        if not any("turbofish" in p for p in parts):
            parts.append("compiles unless called with a turbofish (%d generic params here, %d in cudarc)"
                         % (len(od["gen"]), len(cd["gen"])))
    elif len(od["gen"]) < len(cd["gen"]):
        parts.append("compiles unless called with a turbofish (fewer generic params here)")
    if len(od["gen"]) == len(cd["gen"]):
        drop, add = bounds_diff(cd["bounds"], od["bounds"])
        if drop and not add:
            parts.append("compiles (fewer bounds: drops %s)" % ", ".join(drop))
        elif add:
            parts.append("compiles for types that satisfy %s; BREAKS generic code bounded only by cudarc's bounds"
                         % ", ".join("`%s`" % short(x) for x in add))
    drop, add = bounds_diff(cd["impl_bounds"], od["impl_bounds"])
    if drop and not add:
        parts.append("compiles (fewer bounds: drops %s)" % ", ".join(drop))
    elif add:
        parts.append("compiles for types that satisfy %s; BREAKS others" % ", ".join("`%s`" % short(x) for x in add))
    return combine(parts)


def verdict_shape(c, o):
    cd, od = c.data or {}, o.data or {}
    name = c.key[:-2].split("::")[-1]
    if cd.get("shape") == "enum" or od.get("shape") == "enum":
        if cd.get("shape") != od.get("shape"):
            return "BREAKS `as` casts and exhaustive matches (enum in one, struct in the other)"
        parts = []
        if od.get("nonex") and not cd.get("nonex"):
            parts.append("compiles; BREAKS exhaustive matches without `_` (#[non_exhaustive] here)")
        if cd.get("repr") != od.get("repr"):
            parts.append("compiles; `as` casts give another integer type (repr %s here, %s in cudarc)"
                         % (od.get("repr"), cd.get("repr")))
        return combine(parts or ["compiles"])
    parts = []
    cpub = [f for f, t in cd.get("fields", []) if t is not None]
    opub = [f for f, t in od.get("fields", []) if t is not None]
    if cd.get("constructible") and not od.get("constructible"):
        if cd.get("shape") == "tuple":
            parts.append("BREAKS `%s(..)` as a constructor and as a pattern (E0423/E0532); field access "
                         "still works" % name)
        else:
            parts.append("BREAKS struct literals and patterns without `..` of `%s`" % name)
    elif cd.get("shape") != od.get("shape"):
        parts.append("BREAKS constructors and patterns: %s struct here, %s in cudarc" % (od.get("shape"), cd.get("shape")))
    extra = [f for f in opub if f not in cpub]
    missing = [f for f in cpub if f not in opub]
    if missing:
        parts.append("BREAKS uses of field(s) %s" % ", ".join("`%s`" % f for f in missing))
    if extra and od.get("constructible") and cd.get("constructible"):
        parts.append("BREAKS only a literal that lists every field (no `..`); extra pub fields here: %s"
                     % ", ".join(extra))
    if not cd.get("constructible") and od.get("constructible"):
        parts.append("compiles (constructible here)")
    return combine(parts or ["compiles"])


def verdict_auto(c, o):
    cd, od = c.data, o.data
    tr = c.key.split()[1]
    if cd["neg"] and not od["neg"]:
        return "compiles (more permissive)"
    if od["neg"] and not cd["neg"]:
        if tr in ("UnwindSafe", "RefUnwindSafe"):
            return "compiles unless it crosses `std::panic::catch_unwind` without `AssertUnwindSafe`"
        what = {"Send": "moving it to another thread", "Sync": "sharing a `&` of it across threads",
                "Unpin": "`Pin::new` and `Unpin` bounds"}.get(tr, "code that needs it")
        return "BREAKS %s: `!%s` here" % (what, tr)
    drop, add = bounds_diff(cd["bounds"], od["bounds"])
    if drop and not add:
        return "compiles (fewer bounds: drops %s)" % ", ".join(drop)
    if add and drop:
        return ("compiles where %s hold(s); BREAKS others (cudarc: %s)"
                % (", ".join("`%s`" % short(x) for x in add), ", ".join("`%s`" % short(x) for x in drop)))
    return "compiles where %s hold(s); BREAKS others" % ", ".join("`%s`" % short(x) for x in add)


def verdict_impl(c, o):
    cd, od = c.data, o.data
    parts = []
    if od["unsafe"] != cd["unsafe"]:
        parts.append("check: impl safety differs")
    drop, add = bounds_diff(cd["bounds"], od["bounds"])
    if drop and not add:
        parts.append("compiles (fewer bounds: drops %s)" % ", ".join(drop))
    elif add:
        parts.append("compiles where %s hold(s); BREAKS uses that rely on cudarc's impl without them"
                     % ", ".join("`%s`" % short(x) for x in add))
    if cd["assoc"] != od["assoc"]:
        parts.append("check: associated types differ (%s here, %s in cudarc)"
                     % ("; ".join(od["assoc"]) or "none", "; ".join(cd["assoc"]) or "none"))
    return combine(parts)


def verdict_trait(c, o):
    def parse(d):
        m = re.match(r"(unsafe )?trait ([^:<]+)(<[^>]*>)?(?:: (.*?))?(?: where .*)?$", d)
        if not m:
            return None
        return bool(m.group(1)), m.group(3) or "", set((m.group(4) or "").split(" + ")) - {""}
    pc, po = parse(c.display), parse(o.display)
    if not pc or not po:
        return "check"
    parts = []
    if po[0] and not pc[0]:
        parts.append("compiles as a bound; BREAKS `impl %s for MyType` (`unsafe impl` here)" % c.key.split("::")[-1])
    if pc[0] and not po[0]:
        parts.append("compiles as a bound; BREAKS `unsafe impl %s for MyType` (safe trait here, E0199)" % c.key.split("::")[-1])
    added = po[2] - pc[2]
    sealed = [s for s in added if s.startswith("?") or "::?" in s]
    other = [s for s in added if s not in sealed]
    if sealed:
        parts.append("compiles for callers and bounds; BREAKS `impl %s for MyType` (sealed supertrait)"
                     % c.key.split("::")[-1])
    if other:
        parts.append("compiles for callers; BREAKS user impls without %s (new supertrait)"
                     % ", ".join("`%s`" % short(s) for s in sorted(other)))
    if pc[2] - po[2]:
        parts.append("compiles (fewer supertraits); BREAKS code that relied on %s via this bound"
                     % ", ".join("`%s`" % short(s) for s in sorted(pc[2] - po[2])))
    if pc[1] != po[1]:
        parts.append("check: generic params differ")
    return combine(parts)


def verdict_trait_req(c, o):
    new = sorted(o.data - c.data)
    gone = sorted(c.data - o.data)
    parts = []
    if new:
        parts.append("BREAKS only user `impl` blocks (new required items: %s)" % ", ".join(new))
    if gone:
        parts.append("compiles (fewer required items: %s)" % ", ".join(gone))
    return combine(parts)


def verdict(c, o, impls):
    if c.kind != o.kind:
        kinds = {c.kind, o.kind}
        if kinds == {"enum", "struct"}:
            return "BREAKS `as` casts and exhaustive matches (%s here, %s in cudarc)" % (o.kind, c.kind)
        if kinds == {"fn", "macro"}:
            return "check: %s here, %s in cudarc" % (o.kind, c.kind)
        return "BREAKS uses as a %s: %s here" % (c.kind, o.kind)
    k = c.kind
    if k in ("fn", "method", "trait method"):
        return verdict_fn(c, o, impls)
    if k == "shape":
        return verdict_shape(c, o)
    if k == "auto":
        return verdict_auto(c, o)
    if k == "impl":
        return verdict_impl(c, o)
    if k == "trait":
        return verdict_trait(c, o)
    if k == "trait-req":
        return verdict_trait_req(c, o)
    if k == "variant":
        return "check: variant differs (shape or value)"
    if k == "field":
        return "check: field type differs"
    if k == "const":
        return "check: const type or value differs"
    if k in ("struct", "enum", "union"):
        return "check: the type's generic params or their bounds differ"
    return "check"


# --------------------------------------------------------------------------------------
# Hand table lookup
# --------------------------------------------------------------------------------------

def with_readme(v, h):
    """`v`, with the README's explanation when the hand table says the difference is on purpose."""
    if h.get("readme"):
        v += ' — on purpose, see README "Compatibility with cudarc" (%s)' % h["readme"]
    return v


def read_client_uses(path):
    """`cudarc::a::b<TAB>where` lines (# comments) -> (non-sys paths, {'x::sys': names})."""
    paths, sysn = set(), collections.defaultdict(set)
    with open(path) as f:
        for line in f:
            line = line.split("\t")[0].strip()
            if not line.startswith("cudarc::"):
                continue
            parts = line[len("cudarc::"):].split("::")
            if len(parts) >= 3 and parts[1] == SYS:
                sysn[parts[0] + "::" + SYS].add(parts[2])
            else:
                paths.add("::".join(p for p in parts if p != "*"))
    return paths, sysn


def hand_for(key, ours_value=None):
    h = hand_lookup(key, ours_value)
    if key in OPTS["client_paths"] or key in OPTS["client_prefixes"]:
        h = dict(h, flag=True)
    return h


def hand_lookup(key, ours_value=None):
    h = HAND.get(key)
    if h is None:
        for pat, v in HAND.items():
            if any(ch in pat for ch in "*?[") and fnmatch.fnmatchcase(key, pat):
                h = v
                break
    if h is None:
        return {}
    h = dict(h)
    when = h.pop("when", None)
    if when is not None and (ours_value is None or when not in ours_value):
        h.pop("verdict", None)
        h.pop("note", None)
    return h


# --------------------------------------------------------------------------------------
# The comparison of one cudarc version with ours
# --------------------------------------------------------------------------------------

def compare(cud_crate, ours_crate, priv_crate=None, ours_root=()):
    cv, ov = View(cud_crate, "cudarc"), View(ours_crate, "ours", ours_root)

    def cscope(path):
        if path and path[0] in LAYERS:
            return True
        tgt = cv.path_to.get(path)
        return (len(path) == 1 and isinstance(tgt, str)
                and inner_kind(cud_crate.item(tgt))[0] in ("macro", "proc_macro"))

    cpaths = {p for p in cv.path_to if cscope(p)}
    opaths = set(ov.path_to)
    # a first pass finds cudarc's unnameable types; those ours can name are matched by name
    cv.finalize(opaths)
    cv.build(scope=cscope)
    ov.finalize(cpaths)
    ours_by_name = collections.defaultdict(list)
    for iid, p in ov.canon.items():
        it = ours_crate.item(iid)
        if it and inner_kind(it)[0] in ("struct", "enum", "union", "trait") and not (len(p) > 1 and p[1] == SYS):
            ours_by_name[p[-1]].append(p)
    unn = {}
    for uid, name in cv.unnameable.items():
        if ours_by_name.get(name):
            unn[name] = "::".join(min(ours_by_name[name], key=lambda p: (len(p), p)))
    cv.finalize(opaths, {n: "crate::" + p for n, p in unn.items()})
    cv.build(scope=cscope)
    ov.build()
    if priv_crate is not None:
        supplement_unnameable(cv, priv_crate, opaths, {n: "crate::" + p for n, p in unn.items()})
    # key the members of such a type `?Name::..` on both sides (cudarc renders the type
    # itself as ours' path in signatures, so `impl`/`auto` keys are rewritten too)
    for name, opath in unn.items():
        new = "?" + name
        for view, owner in ((cv, new), (ov, opath)):
            for k in list(view.entries):
                e = view.entries[k]
                if e.owner != owner:
                    continue
                if e.kind in ("impl", "auto"):
                    nk = k.replace("crate::" + opath, new)
                    e.display = e.display.replace("crate::" + opath, new)
                else:
                    nk = new + k[len(owner):] if k.startswith(owner) else k
                if nk != k:
                    del view.entries[k]
                    e.key = nk
                    view.entries[nk] = e
                e.owner = new
    return cv, ov, unn


def supplement_unnameable(cv, priv_crate, opaths, unn_names):
    """Rustdoc (document-private-items off) leaves out the impls of a type that is public but
    not reachable by path, so its methods and trait impls are missing.  A second JSON of the
    same crate made with --document-private-items has them: take the members of those types
    from it (public items only; the walk and the member filters keep to `pub`)."""
    pv = View(priv_crate, "cudarc")
    pv.finalize(opaths, unn_names)
    pv.entries = {}
    by_path = {}
    for pid, pe in priv_crate.paths.items():
        if pe.get("crate_id") == 0:
            by_path[tuple(pe["path"])] = pid
    added = 0
    for uid, name in sorted(cv.unnameable.items()):
        it = cv.c.item(uid)
        if it is None:
            continue
        k, data = inner_kind(it)
        if k not in ("struct", "enum", "union") or data.get("impls"):
            continue
        pe = cv.c.paths.get(str(uid))
        pid = by_path.get(tuple(pe["path"])) if pe else None
        if pid is None:
            continue
        found = {}

        def put(e):
            found[e.key] = e
        pv.type_members(pid, None, False, put, set(), set())
        for key, e in found.items():
            if key not in cv.entries:
                cv.entries[key] = e
                added += 1
    return added


def resolve_alias(crate, kind, iid, data):
    """Follow a local `pub type X = Y` (no generics) to Y."""
    for _ in range(5):
        if kind != "type_alias" or not data:
            break
        t = data.get("type")
        if not (isinstance(t, dict) and "resolved_path" in t):
            break
        tid = t["resolved_path"].get("id")
        it = crate.item(tid)
        if it is None or it.get("crate_id", 0) != 0:
            break
        kind, data = inner_kind(it)
        iid = str(tid)
    return kind, iid, data


def lib_methods(view, mod):
    """{name: ('lib-method', id, data)}: the methods of a sys module's `Lib` struct (cudarc
    0.13's dynamic loading: `sys::lib().cuInit(..)`)."""
    out = {}
    lib = view.sysnames.get(mod, {}).get("Lib")
    if lib and lib[0] == "struct":
        for iid in lib[2].get("impls", []):
            im = view.c.item(iid)
            if im is None:
                continue
            _, idata = inner_kind(im)
            if idata.get("trait") is None:
                for mid in idata.get("items", []):
                    m = view.c.item(mid)
                    if m is not None and inner_kind(m)[0] == "function" and m["name"] != "new" \
                            and m.get("visibility") == "public":
                        out[m["name"]] = ("lib-method", str(mid), inner_kind(m)[1])
    return out


def sys_names_with_lib(view, mod):
    """{name: (kind, id, data)} of a sys module; `sys::Lib` methods count as sys functions
    (kind 'lib-method') where no free item has the name.  Local type aliases are followed."""
    out = {}
    for n, (k, iid, data) in view.sysnames.get(mod, {}).items():
        out[n] = resolve_alias(view.c, k, iid, data)
    for n, v in lib_methods(view, mod).items():
        out.setdefault(n, v)
    return out


def type_values(view, kind, data):
    """Variant names of an enum, or associated-const names of a struct (a newtype)."""
    if kind == "enum":
        return {view.c.item(v)["name"] for v in data.get("variants", []) if view.c.item(v)}
    vals = set()
    if kind == "struct":
        for iid in data.get("impls", []):
            im = view.c.item(iid)
            if im is None:
                continue
            _, idata = inner_kind(im)
            if idata.get("trait") is None:
                for mid in idata.get("items", []):
                    m = view.c.item(mid)
                    if m is not None and inner_kind(m)[0] == "assoc_const":
                        vals.add(m["name"])
    return vals


def kind_desc(view, kind, iid, data):
    if kind == "enum":
        names, repr_ = attr_info(view.c.item(iid))
        return "Rust enums (#[repr(%s)]%s)" % (repr_ or "Rust", ", #[non_exhaustive]" if "non_exhaustive" in names else "")
    if kind == "struct":
        sk = data.get("kind")
        names, repr_ = attr_info(view.c.item(iid))
        if isinstance(sk, dict) and "tuple" in sk and len(sk["tuple"]) == 1:
            return "#[repr(%s)] newtype structs with associated consts" % (repr_ or "Rust")
        return "structs"
    if kind == "type_alias":
        return "type aliases of %s" % short(render(view.ty(data.get("type"), {})))
    return kind


def sys_compare(cv, ov, src_dir):
    res = {"used": {}, "missing": collections.defaultdict(list), "absent_all": 0, "values_missing":
           collections.defaultdict(list), "kind_rows": collections.defaultdict(list), "fn_groups":
           collections.defaultdict(list), "fn_argdiff": [], "totals": {}}
    cnames = {mod: sys_names_with_lib(cv, mod) for mod in (l + "::" + SYS for l in LAYERS)}
    used = used_sys_names(src_dir, cnames)
    res["client_only"] = collections.defaultdict(set)
    for mod, names in OPTS["client_sys"].items():
        extra = (names & set(cnames.get(mod, {}))) - used[mod]
        res["client_only"][mod] = extra
        used[mod] |= extra
    res["used"] = used
    for mod in (l + "::" + SYS for l in LAYERS):
        cn = cnames[mod]
        if not cn:
            continue
        on = sys_names_with_lib(ov, mod)
        olib = lib_methods(ov, mod)
        u = used.get(mod, set())
        res["totals"][mod] = (len(u), len(cn))
        res["absent_all"] += len([n for n in cn if n not in on])
        seen_enums = set()
        for n in sorted(u, key=lambda x: (len(x), x)):
            ck = cn[n]
            if n not in on:
                res["missing"][mod].append((n, {"type_alias": "type", "function": "fn", "constant": "const"}.get(ck[0], ck[0])))
                continue
            ok = on[n]
            if ck[0] == "enum":
                ovals = type_values(ov, ok[0], ok[2]) if ok[0] in ("enum", "struct") else None
                if ovals is not None and ck[1] not in seen_enums:
                    seen_enums.add(ck[1])
                    for v in sorted(type_values(cv, "enum", ck[2])):
                        if v not in ovals:
                            res["values_missing"][mod].append("%s::%s" % (n, v))
                cd, od = kind_desc(cv, *ck), kind_desc(ov, *ok)
                if cd != od:
                    res["kind_rows"][(cd, od)].append("%s::%s" % (mod, n))
            elif ck[0] in ("function", "lib-method"):
                if ck[0] == "lib-method" and n in olib:
                    ok = olib[n]  # compare like with like: `sys::lib().f(..)` on both sides
                if ok[0] not in ("function", "lib-method"):
                    res["kind_rows"][("functions", kind_desc(ov, *ok))].append("%s::%s" % (mod, n))
                    continue
                cf = cv.func(n, ck[2], {})
                of = ov.func(n, ok[2], {})
                cconv = sys_fn_conv(cf, lib=ck[0] == "lib-method")
                oconv = sys_fn_conv(of, lib=ok[0] == "lib-method", inner=cf["output"])
                if cconv != oconv:
                    res["fn_groups"][(cconv, oconv)].append("%s::%s" % (mod, n))
                if (len(cf["inputs"]) != len(of["inputs"])
                        or not all(same_here(ov.path_to, p, q) for p, q in zip(cf["inputs"], of["inputs"]))
                        or not _out_wraps(cf["output"], of["output"])):
                    res["fn_argdiff"].append(("%s::%s" % (mod, n), cf, of))
            elif ck[0] != ok[0] and {ck[0], ok[0]} != {"struct", "union"}:
                res["kind_rows"][(kind_desc(cv, *ck), kind_desc(ov, *ok))].append("%s::%s" % (mod, n))
    return res


def _out_wraps(c, o):
    if c == o:
        return True
    return bool(o and o[0] == "path" and o[1] == "std::Result" and o[2] and o[2][0] == c)


def sys_fn_conv(fd, lib, inner=None):
    """Calling-convention descriptor of a sys function: header, receiver, output shape."""
    hdr = fd["hdr"]
    out = fd["output"]
    if inner is not None and out != inner and _out_wraps(inner, out):
        outs = "Result<R, %s>" % short(render(out[2][1]))
    elif inner is not None and out == inner or inner is None:
        outs = "R"
    else:
        outs = short(render(out))
    if lib:
        return "%sfn Lib::f(&self, ..) -> %s, called as sys::lib().f(..)" % (hdr, outs)
    return "%sfn f(..) -> %s (free function)" % (hdr, outs)


def verdict_sys_fn(cconv, oconv):
    parts = []
    if "Result<R," in oconv and "Result<R," not in cconv:
        err = re.search(r"Result<R, ([^>]+)>", oconv).group(1)
        parts.append("BREAKS every direct sys call: the result is `Result<R, %s>` here, so "
                     "`sys::f(..).result()` must be written `sys::f(..)?.result()`" % err)
    if "Lib::f" in cconv and "Lib::f" not in oconv:
        parts.append("BREAKS `sys::lib().f(..)`: free functions here (drop `lib().`)")
    if ("extern" in cconv) != ("extern" in oconv):
        parts.append("compiles for direct calls; BREAKS use as an `extern \"C\" fn` pointer")
    if ("unsafe" in cconv) and "unsafe" not in oconv:
        parts.append("compiles (safe here; unused_unsafe warning)")
    if ("unsafe" in oconv) and "unsafe" not in cconv:
        parts.append("BREAKS calls outside `unsafe`")
    return combine(parts)


# --------------------------------------------------------------------------------------
# Rows
# --------------------------------------------------------------------------------------

def trunc(s, n=160):
    s = s.replace("|", "\\|").replace("\n", " ")
    return s if len(s) <= n else s[:n] + "..."


def code(s, n=160):
    t = trunc(s, n)
    return "`%s`" % t if t else ""


def generic_cover(e, oe, impls):
    """The key of an impl of ours, generic over its parameters, that covers cudarc's impl `e`
    (e.g. cudarc's `impl Gemm<f32> for CudaBlas`, ours `impl<T0: GemmScalar> Gemm<T0> for
    CudaBlas` with `GemmScalar` implemented for f32), or None."""
    cd = e.data or {}
    if e.kind != "impl" or not cd.get("trait") or cd["trait"][0] != "path":
        return None
    for k, o in oe.items():
        od = o.data or {}
        if o.kind != "impl" or not od.get("gen") or not od.get("trait") or od["trait"][0] != "path":
            continue
        if od["trait"][1] != cd["trait"][1]:
            continue
        binds = {}
        if not (unify(od["trait"], cd["trait"], binds) and unify(od["for"], cd["for"], binds)):
            continue
        ok = True
        for g, bs in (od.get("bounds") or {}).items():
            node = binds.get(g)
            if node is None:
                ok = False
                break
            for b in bs:
                tn = re.sub(r"<.*", "", b)
                if b.startswith(("?", "= ", "const ")) or tn == "std::Sized":
                    continue
                if not impls.satisfies(node, tn):
                    ok = False
        if ok:
            return k
    return None


def missing_rows(cv, ov, cud_unnameable):
    ce, oe = cv.entries, ov.entries
    miss = {k: e for k, e in ce.items() if k not in oe and not e.sys}
    # impls cudarc writes per type that one generic impl here covers: not missing
    impls = ImplIndex(oe)
    covered = {}
    for k, e in list(miss.items()):
        g = generic_cover(e, oe, impls)
        if g:
            covered[k] = g
            del miss[k]
    # modules collapse (not with --list-all: each path is a row)
    mods = [] if OPTS["list_all"] else sorted([k for k, e in miss.items() if e.kind == "mod"], key=len)
    under_mod = {}
    for k in list(miss):
        e = miss[k]
        for m in mods:
            if k != m and (k.startswith(m + "::") or (e.path and "::".join(e.path).startswith(m + "::"))):
                under_mod[k] = m
                break
    # types collapse: members of a missing type
    missing_types = {k for k, e in miss.items() if e.kind in ("struct", "enum", "union", "trait") and e.alias_of is None}
    members = collections.defaultdict(list)
    for k, e in miss.items():
        if k in under_mod:
            continue
        if e.owner and e.owner in missing_types and k != e.owner and e.kind != "shape":
            # with --list-all only the auto traits of a missing type fold into its row
            if not OPTS["list_all"] or e.kind == "auto":
                members[e.owner].append(k)
    aliases = collections.defaultdict(list)
    for k, e in miss.items():
        if e.alias_of and e.alias_of in miss and k not in under_mod:
            aliases[e.alias_of].append(k)
    member_keys = {k for v in members.values() for k in v}
    alias_keys = {k for v in aliases.values() for k in v}
    rows = []
    collapsed_under_mod = 0
    for k, e in miss.items():
        if k in under_mod:
            collapsed_under_mod += 1
            continue
        if k in member_keys or k in alias_keys:
            continue
        if e.kind == "shape" and e.owner in missing_types:
            continue
        item = "`%s`" % k
        if e.kind == "mod":
            n = sum(1 for x, m in under_mod.items() if m == k)
            if n:
                item += " (+%d paths under it)" % n
        if k in members and OPTS["list_all"]:
            item += " (auto traits: %s)" % ", ".join(sorted(m.split(" ")[1] for m in members[k]))
        elif k in members:
            item += " (+%d methods/impls/auto traits of it)" % len(members[k])
        if k in aliases:
            item += " (also %s)" % ", ".join("`%s`" % a for a in sorted(aliases[k]))
        rows.append({"key": k, "e": e, "item": item, "note": mechanical_note(k, e, cv, ov)})
    rows = collapse_tuple_impls(rows)
    for r in rows:
        h = hand_for(r["key"])
        r["flag"] = bool(h.get("flag"))
        if h.get("note"):
            r["note"] = h["note"]
    if OPTS["list_all"]:
        # a checklist: each type's members and impls right after it, modules in order
        rows.sort(key=lambda r: (r["e"].module, (r["e"].owner or r["key"]).lstrip("?"),
                                 r["e"].kind in ("impl", "auto"), r["key"].lstrip("?"), r["key"]))
    else:
        rows.sort(key=lambda r: (r["e"].kind in ("impl", "auto"),
                                 r["e"].module if r["e"].kind not in ("impl", "auto") else "",
                                 r["key"].lstrip("?"), r["key"]))
    return rows, collapsed_under_mod, covered


def collapse_tuple_impls(rows):
    groups = collections.defaultdict(list)
    rest = []
    for r in rows:
        if r["e"].kind == "impl":
            m = re.search(r"<\((T\d+(?:, T\d+)*),?\)>", r["key"])
            if m:
                sk = r["key"][:m.start()] + "<(A, B, ..)>" + r["key"][m.end():]
                groups[sk].append((len(m.group(1).split(", ")), r))
                continue
        rest.append(r)
    for sk, lst in groups.items():
        if len(lst) < 3:
            rest += [r for _, r in lst]
            continue
        lst.sort(key=lambda x: x[0])
        lo, hi = lst[0][0], lst[-1][0]
        r0 = lst[0][1]
        e = r0["e"]
        key = "%s for tuples of %d..=%d params" % (sk, lo, hi)
        disp = "%d impls, e.g. %s" % (len(lst), e.display)
        ne = Entry(key, "impl", e.module, disp, owner=e.owner)
        rest.append({"key": key, "e": ne, "item": "`%s`" % key, "note": r0["note"]})
    return rest


def mechanical_note(k, e, cv, ov):
    name = k.split("::")[-1].rstrip("!'")
    notes = []
    if OPTS["root_paths"] is not None and e.kind not in ("impl", "auto", "trait-req", "shape") \
            and k.rstrip("!'") in OPTS["root_paths"]:
        notes.append("the crate's own tree has `cuda_driver::%s`" % k.rstrip("'"))
    oe = ov.entries
    if e.kind in ("fn", "struct", "enum", "trait", "type", "const", "mod", "macro", "method"):
        top = e.kind not in ("method", "mod")
        base = k.rsplit("::", 1)[0] if "::" in k else ""
        # same name elsewhere in ours
        same = sorted([x for x, oen in oe.items() if x != k and x.split("::")[-1] == name
                       and oen.kind == e.kind and not oen.sys and oen.alias_of is None and e.kind != "mod"],
                      key=len)
        if same and top:
            notes.append("exists here as %s" % ", ".join("`%s`" % s for s in same[:3]))
        elif e.kind in ("fn", "method") and base:
            near = sorted([x for x in oe if x.startswith(base + "::") and x.count("::") == k.count("::")
                           and (x.split("::")[-1].startswith(name + "_") or x.split("::")[-1].endswith("_" + name))])
            if near:
                notes.append("nearest here: %s" % ", ".join("`%s`" % x.split("::")[-1] for x in near[:3]))
        if e.kind == "mod":
            # items of the module re-exported at its parent in ours
            under = [x for x in cv.entries if x.startswith(k + "::") and x.count("::") == k.count("::") + 1
                     and not x.endswith("(required items)")]
            if under and all((base + "::" + x.split("::")[-1]) in oe for x in under):
                notes.append("its %d items exist at `%s::` here" % (len(under), base))
    if e.kind == "method" and e.owner:
        # the owner derefs to a slice here
        for x, oen in oe.items():
            if oen.kind == "impl" and oen.owner == e.owner and "std::Deref for" in x and "Target = [" in oen.display:
                if name in SLICE_METHODS:
                    notes.append("compiles anyway via `Deref<Target = [T]>` here")
                break
    if e.kind == "impl" and k.startswith("impl std::Copy for "):
        tgt = k[len("impl std::Copy for "):]
        if ("impl std::Clone for " + tgt) in oe:
            notes.append("BREAKS code that copies out of a `&` or relies on `Copy` (`Clone` exists: use `.clone()`)")
    return "; ".join(notes)


def different_rows(cv, ov, impls):
    rows = []
    ce, oe = cv.entries, ov.entries
    for k, c in ce.items():
        if c.sys or k not in oe:
            continue
        o = oe[k]
        if c.alias_of is not None:
            continue  # compared at the canonical path
        if c.cmp == o.cmp and c.kind == o.kind:
            continue
        if {c.kind, o.kind} == {"variant", "assoc const"}:
            continue  # covered by the type's kind row
        if c.kind == "trait-req" and c.data == o.data:
            continue
        v = verdict(c, o, impls)
        h = hand_for(k, o.display)
        if h.get("verdict"):
            v = h["verdict"]
        v = with_readme(v, h)
        item = "`%s`" % k
        also = [x for x, e in ce.items() if e.alias_of == k and x in oe and oe[x].cmp != e.cmp]
        if c.kind == "trait":
            also = [x for x, e in ce.items() if e.alias_of == k]
            if also:
                item += " (also %s)" % ", ".join("`%s`" % a for a in sorted(also))
        rows.append({"key": k, "item": item, "module": c.module, "verdict": v, "flag": bool(h.get("flag")),
                     "c": c.display, "o": o.display})
    rows.sort(key=lambda r: (severity(r["verdict"]), not r["flag"], r["key"].startswith(("auto ", "impl ")),
                             r["module"], r["key"].lstrip("?")))
    return rows


def additions(cv, ov):
    counts = collections.Counter()
    ce = cv.entries
    for k, e in ov.entries.items():
        if e.sys or k in ce:
            continue
        counts[e.module or "(crate root)"] += 1
    for mod, names in ov.sysnames.items():
        cn = set(sys_names_with_lib(cv, mod))
        n = len([x for x in names if x not in cn])
        if n:
            counts[mod + " (names)"] += n
    for mod, ms in ov.sys_type_methods.items():
        cm = cv.sys_type_methods.get(mod, set())
        n = len(ms - cm)
        if n:
            counts[mod + " (methods on sys types)"] += n
    return counts


# --------------------------------------------------------------------------------------
# Markdown
# --------------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ours", required=True, help="rustdoc JSON of cuda-driver")
    ap.add_argument("--cudarc", action="append", required=True, metavar="VERSION=JSON")
    ap.add_argument("--cudarc-private", action="append", default=[], metavar="VERSION=JSON",
                    help="the same cudarc built with --document-private-items: supplies the members of "
                         "public types that cannot be named (left out of the other JSON)")
    ap.add_argument("--cudarc-src", action="append", default=[], metavar="VERSION=DIR",
                    help="cudarc's src/ (default: from the JSON's root span)")
    ap.add_argument("--cudarc-features", action="append", default=[], metavar="VERSION=FEATURES")
    ap.add_argument("--ours-features", default="nccl,npp,f16,curand,cublas,cublaslt")
    ap.add_argument("--commit", default="?")
    ap.add_argument("--out", default="-")
    ap.add_argument("--dump", help="write every entry of every crate (TSV) into this directory")
    ap.add_argument("--ours-root", default="", metavar="MOD::PATH",
                    help="compare this module of cuda-driver as if it were its crate root (cudarc 0.19's "
                         "stream API lives at `stream_api`); a module that does not exist compares as empty")
    ap.add_argument("--hand", choices=sorted(HANDS), default="0.13",
                    help="the hand table of flags and verdicts (one per API face)")
    ap.add_argument("--list-all", action="store_true",
                    help="list every missing path as its own row (a checklist): modules are not collapsed, "
                         "a missing type's methods and impls get rows of their own")
    ap.add_argument("--client-uses", metavar="NAME=FILE",
                    help="the `cudarc::` paths a client names, one per line (`path<TAB>where`, # comments): "
                         "its rows are flagged ⚑, and the sys names it uses are compared too")
    a = ap.parse_args()
    global HAND
    HAND = HANDS[a.hand]
    OPTS["list_all"] = a.list_all
    root = tuple(x for x in a.ours_root.split("::") if x)
    if root:
        OPTS["ours_label"] = "`cuda_driver::%s`" % "::".join(root)
    if a.client_uses:
        name, path = a.client_uses.split("=", 1)
        OPTS["client"] = name
        OPTS["client_paths"], OPTS["client_sys"] = read_client_uses(path)
        OPTS["client_prefixes"] = {"::".join(p.split("::")[:i]) for p in OPTS["client_paths"]
                                   for i in range(1, p.count("::") + 1)}

    ours = Crate(a.ours, "cuda-driver")
    if root:
        OPTS["root_paths"] = {"::".join(p) for p in View(ours, "ours").path_to}
    srcs = dict(x.split("=", 1) for x in a.cudarc_src)
    privs = dict(x.split("=", 1) for x in a.cudarc_private)
    feats = dict(x.split("=", 1) for x in a.cudarc_features)
    results = []
    for spec in a.cudarc:
        ver, path = spec.split("=", 1)
        cud = Crate(path, "cudarc " + ver)
        src = srcs.get(ver)
        if not src and cud.root_file and os.path.isabs(cud.root_file):
            src = os.path.dirname(cud.root_file)
        priv = Crate(privs[ver], "cudarc %s (private items)" % ver) if ver in privs else None
        cv, ov, unn = compare(cud, ours, priv, root)
        impls = ImplIndex(ov.entries, ov.path_to)
        sysr = sys_compare(cv, ov, src)
        mrows, under, covered = missing_rows(cv, ov, unn)
        drows = different_rows(cv, ov, impls)
        adds = additions(cv, ov)
        results.append({"ver": ver, "cud": cud, "cv": cv, "ov": ov, "unn": unn, "sys": sysr, "root": root,
                        "missing": mrows, "under": under, "covered": covered, "diff": drows, "adds": adds})
        if a.dump:
            os.makedirs(a.dump, exist_ok=True)
            for v, nm in ((cv, "cudarc-%s" % ver), (ov, "ours-vs-%s" % ver)):
                with open(os.path.join(a.dump, nm + ".tsv"), "w") as f:
                    for k in sorted(v.entries):
                        e = v.entries[k]
                        f.write("%s\t%s\t%s\t%s\t%s\n" % (k, e.kind, e.module, e.alias_of or "", e.display))
                with open(os.path.join(a.dump, nm + ".sys.tsv"), "w") as f:
                    for mod in sorted(v.sysnames):
                        for n in sorted(v.sysnames[mod]):
                            f.write("%s\t%s\t%s\n" % (mod, n, v.sysnames[mod][n][0]))
    text = markdown(results, ours, a, feats)
    if a.out == "-":
        sys.stdout.write(text)
    else:
        d = os.path.dirname(a.out)
        if d:
            os.makedirs(d, exist_ok=True)
        with open(a.out, "w") as f:
            f.write(text)


def sys_module_label(names):
    mods = sorted({n.rsplit("::", 1)[0] for n in names})
    return mods[0] if len(mods) == 1 else "sys (%s)" % ", ".join(m.split("::")[0] for m in mods)


def sys_rows(r):
    """Table 2 rows for the systematic sys differences (sys-kind, sys-fn)."""
    s = r["sys"]
    rows = []
    for (cd, od), names in sorted(s["kind_rows"].items()):
        h = hand_for("sys-kind", od)
        if cd.startswith("Rust enums") and "newtype" in od:
            v = ("compiles: paths `sys::E::V`, `==` and `match` with a `_` arm (when the newtype derives "
                 "`PartialEq, Eq`, its consts work as patterns); BREAKS `x as u32` casts (use `.0`) and "
                 "exhaustive matches without `_`")
        elif "non_exhaustive" in od:
            v = "compiles; BREAKS exhaustive matches without `_` (#[non_exhaustive] here)"
        elif "repr" in od:
            v = "compiles; `as` casts give the other repr's integer type"
        else:
            v = "check: %s here, %s in cudarc" % (od, cd)
        if h.get("verdict"):
            v = h["verdict"]
        v = with_readme(v, h)
        rows.append({"key": "sys-kind", "item": "`sys-kind`", "module": sys_module_label(names), "verdict": v,
                     "flag": bool(h.get("flag")), "c": "%d used sys enums are %s" % (len(names), cd),
                     "o": od, "names": names})
    for (cc, oc), names in sorted(s["fn_groups"].items(), key=lambda x: -len(x[1])):
        h = hand_for("sys-fn", oc)
        v = with_readme(h.get("verdict") or verdict_sys_fn(cc, oc), h)
        rows.append({"key": "sys-fn", "item": "`sys-fn`", "module": sys_module_label(names), "verdict": v,
                     "flag": bool(h.get("flag")), "c": "%d used sys functions: %s" % (len(names), cc),
                     "o": oc, "names": names})
    return rows


def markdown(results, ours, a, feats):
    L = []
    vers = [r["ver"] for r in results]
    fv = sorted({ours.format_version} | {r["cud"].format_version for r in results})
    O = OPTS["ours_label"]
    L.append("# Public API diff: %s vs %s" % (" / ".join("cudarc " + v for v in vers), O))
    L.append("")
    L.append("Generated on %s against cuda-driver at commit %s by `scripts/api_diff.py`, from the rustdoc "
             "JSON (format %s) of each crate (public paths, signatures, trait impls compared mechanically). "
             "Features: %s; cuda-driver `%s`. Doc-hidden items count as public."
             % (datetime.date.today().isoformat(), a.commit, "/".join(map(str, fv)),
                "; ".join("cudarc %s `%s`" % (v, feats.get(v, "?")) for v in vers), a.ours_features))
    L.append("")
    root = results[0]["root"] if results else ()
    if root:
        L.append("cudarc's crate root is compared with %s: cudarc's `driver::X` with `cuda_driver::%s::driver::X`, "
                 "and so on." % (O, "::".join(root)))
        L.append("")
        if results[0]["ov"].root_id is None:
            L.append("**%s does not exist at this commit: every item below is missing.** This report is then "
                     "the checklist of what the module must offer." % O)
            L.append("")
    in_scope = {r["ver"]: [m for m in LAYERS if (m,) in r["cv"].modules] for r in results}
    built = ""
    if any(ms != list(LAYERS) for ms in in_scope.values()):
        built = " (those its features build: %s)" % "; ".join(
            "%s %s" % (v, ", ".join("`%s`" % m for m in ms)) for v, ms in in_scope.items())
    L.append("Scope: the modules %s of each cudarc version%s, each with its `safe` module (re-exported "
             "at the module root) and its `result` module (`driver::result` with its submodules), and the "
             "crate-root macros. For each module's `sys` only the names cudarc's own hand-written layers "
             "use are compared, by name (functions, type aliases, types, consts; and the values of the "
             "enums among them)." % (", ".join("`%s`" % m for m in LAYERS), built))
    L.append("")
    if OPTS["client"]:
        n = sum(len(v) for v in results[0]["sys"]["client_only"].values()) if results else 0
        L.append("Client: %s. ⚑ marks the paths it names; the %d sys names it uses that cudarc's own layers do "
                 "not are compared too (⚑ in the sys lists)." % (OPTS["client"], n))
        L.append("")
    L.append("Signatures are compared with lifetimes dropped, type aliases expanded, `core::ffi::c_*` as primitives, "
             "generic parameters renamed by position (T0.. of a type or impl, G0.. of a function), and "
             "bounds merged from `<T: A>` and `where`.")
    L.append("")
    L.append("`?Name` is a type that is public in cudarc but cannot be named there (reached through "
             "signatures); it is matched to ours by name. `{}` after a type is how outside code constructs "
             "and pattern-matches it. ⚑ = %s." % "; or ".join(
                 (["named by %s" % OPTS["client"]] if OPTS["client"] else []) +
                 (["likely used by real programs (hand-kept table in the script)"] if HAND or not OPTS["client"] else [])))
    L.append("")
    L.append("Verdict column: **BREAKS** = code written for cudarc that uses the item this way fails to "
             "compile against %s; *compiles* = it compiles (perhaps with a warning); *check* = no "
             "rule decided it. Verdicts are mechanical unless the script's hand table gives one." % O)
    L.append("")
    L.append("## Summary")
    L.append("")
    L.append("| | " + " | ".join("cudarc " + v for v in vers) + " |")
    L.append("|---|" + "---|" * len(vers))

    def row(label, vals):
        L.append("| %s | %s |" % (label, " | ".join(str(v) for v in vals)))

    per = []
    for r in results:
        s = r["sys"]
        srows = sys_rows(r)
        r["srows"] = srows
        allrows = r["diff"] + srows
        cls = collections.Counter(severity(x["verdict"]) for x in allrows)
        per.append({
            "miss": len(r["missing"]), "under": r["under"],
            "sysmiss": sum(len(v) for v in s["missing"].values()), "absent": s["absent_all"],
            "vals": sum(len(v) for v in s["values_missing"].values()),
            "diff": len(allrows), "c0": cls[0], "c2": cls[2], "c3": cls[3], "c1": cls[1],
            "kinds": sum(len(x["names"]) for x in srows if x["key"] == "sys-kind"),
            "argdiff": len(s["fn_argdiff"]),
            "adds": sum(v for k, v in r["adds"].items() if "::sys" not in k)})
    row("Table 1: missing (non-sys items, %s)" % ("every path a row" if OPTS["list_all"] else
                                                   "module collapsed to one row"), [p["miss"] for p in per])
    row("Table 1: paths under a missing module (not listed)", [p["under"] for p in per])
    row("Table 1: sys names used by cudarc's layers%s, missing" % (" or the client" if OPTS["client"] else ""),
        [p["sysmiss"] for p in per])
    row("(context) all sys names absent here, used or not (not listed)", [p["absent"] for p in per])
    row("Table 1: values of used sys enums, missing", [p["vals"] for p in per])
    row("Table 2: different signature / traits (rows)", [p["diff"] for p in per])
    row("Table 2: ... BREAKS", [p["c0"] for p in per])
    row("Table 2: ... compiles in the common use, BREAKS in a named one", [p["c2"] for p in per])
    row("Table 2: ... compiles", [p["c3"] for p in per])
    row("Table 2: ... check (no rule decided)", [p["c1"] for p in per])
    row("Table 2: used sys enums of another kind here", [p["kinds"] for p in per])
    row("Table 2: used sys fns whose argument or result types differ (calling convention aside)",
        [p["argdiff"] for p in per])
    row("Table 3: additions (non-sys entries)", [p["adds"] for p in per])
    L.append("")
    L.append("Sys names used by cudarc's own hand-written layers / all names of its sys module (the used "
             "ones are those compared):")
    L.append("")
    L.append("| module | " + " | ".join("cudarc " + v for v in vers) + " |")
    L.append("|---|" + "---|" * len(vers))
    for mod in (l + "::" + SYS for l in LAYERS):
        tot = [r["sys"]["totals"].get(mod) for r in results]
        if any(tot):
            L.append("| `%s` | %s |" % (mod, " | ".join("%d/%d" % t if t else "-" for t in tot)))
    L.append("")

    for r in results:
        ver = r["ver"]
        L.append("## 1. Missing in %s — cudarc %s" % (O, ver))
        L.append("")
        nflag = sum(1 for x in r["missing"] if x["flag"])
        L.append("%d rows (%d marked %s: ⚑)." % (len(r["missing"]), nflag, "named by the client, or holding what it names"
                                                 if OPTS["client"] else "likely used by real programs"))
        L.append("")
        L.append("| | module | item | kind | cudarc signature | note |")
        L.append("|---|---|---|---|---|---|")
        for x in r["missing"]:
            e = x["e"]
            L.append("| %s | %s | %s | %s | %s | %s |" % ("⚑" if x["flag"] else "", e.module, trunc(x["item"], 400),
                                                         e.kind, code(e.display), trunc(x["note"], 300)))
        L.append("")
        if r["covered"]:
            by = collections.defaultdict(list)
            for k, g in r["covered"].items():
                by[g].append(k)
            L.append("Impls cudarc writes per type that one generic impl here covers (not counted as missing; "
                     "the trait's methods and bounds such as `B: Gemm<f32>` work the same): " + "; ".join(
                         "%s by `%s`" % (", ".join("`%s`" % short(k) for k in sorted(ks, key=natural_key)), short(g))
                         for g, ks in sorted(by.items())) + ".")
            L.append("")
        s = r["sys"]
        n = sum(len(v) for v in s["missing"].values())
        L.append("Sys names used by cudarc %s's higher layers and absent here (%d):" % (ver, n))
        L.append("")
        for mod in (l + "::" + SYS for l in LAYERS):
            if s["missing"].get(mod):
                co = s.get("client_only", {}).get(mod, set())
                L.append("- `%s`: %s" % (mod, ", ".join("%s`%s` (%s)" % ("⚑" if nm in co else "", nm, k)
                                                       for nm, k in s["missing"][mod])))
        if not n:
            L.append("- none")
        L.append("")
        L.append("Values of used sys enums absent here:")
        L.append("")
        anyv = False
        for mod in (l + "::" + SYS for l in LAYERS):
            vs = s["values_missing"].get(mod)
            if vs:
                anyv = True
                L.append("- `%s` (%d): %s" % (mod, len(vs), ", ".join("`%s`" % v for v in vs)))
        if not anyv:
            L.append("- none")
        L.append("")

        L.append("## 2. Different signature or traits — cudarc %s" % ver)
        L.append("")
        L.append("| | module | item | verdict | cudarc | %s |" % O)
        L.append("|---|---|---|---|---|---|")
        allrows = r["diff"] + r["srows"]
        allrows.sort(key=lambda x: (severity(x["verdict"]), not x["flag"], x["key"].startswith(("auto ", "impl ")),
                                    x["module"], x["key"].lstrip("?")))
        for x in allrows:
            L.append("| %s | %s | %s | %s | %s | %s |" % ("⚑" if x["flag"] else "", x["module"], trunc(x["item"], 400),
                                                         trunc(x["verdict"], 600), code(x["c"]), code(x["o"])))
        L.append("")
        for x in r["srows"]:
            if x["key"] == "sys-kind":
                L.append("`sys-kind` names (%d; %s here): %s" % (len(x["names"]), x["o"],
                                                                ", ".join("`%s`" % nm for nm in sorted(x["names"]))))
                L.append("")
        ad = s["fn_argdiff"]
        if ad:
            L.append("Used sys functions whose argument or result types differ once the calling convention is set "
                     "aside (%d):" % len(ad))
            L.append("")
            for name, cf, of in sorted(ad, key=lambda x: x[0]):
                diffs = []
                for i, (p, q) in enumerate(zip(cf["inputs"], of["inputs"])):
                    if not same_here(r["ov"].path_to, p, q):
                        diffs.append("arg %d `%s` here, `%s` in cudarc" % (i + 1, short(render(q)), short(render(p))))
                if len(cf["inputs"]) != len(of["inputs"]):
                    diffs.append("%d args here, %d in cudarc" % (len(of["inputs"]), len(cf["inputs"])))
                if not _out_wraps(cf["output"], of["output"]):
                    diffs.append("returns `%s` here, `%s` in cudarc" % (short(render(of["output"])),
                                                                        short(render(cf["output"]))))
                L.append("- `%s`: %s" % (name, "; ".join(diffs)))
            L.append("")

    L.append("## 3. Additions (%s only), entries per module" % O)
    L.append("")
    L.append("Counted against each cudarc version (an entry is an item path, method, field, variant, trait impl "
             "or auto trait; sys rows count names only).")
    L.append("")
    L.append("| module | " + " | ".join("vs " + v for v in vers) + " |")
    L.append("|---|" + "---|" * len(vers))
    mods = sorted(set().union(*[set(r["adds"]) for r in results]))
    for m in mods:
        L.append("| %s | %s |" % (m, " | ".join(str(r["adds"].get(m, 0)) for r in results)))
    L.append("")
    L.append("## Notes")
    L.append("")
    L.append("- Not compared (outside the claim): cudarc's `types` module and any other module outside "
             "%s (cudarc's `cudnn`, `runtime`, ...), and `sys` items cudarc's own layers do not use (struct "
             "fields of `sys` types included)." % "/".join("`%s`" % m for m in LAYERS))
    L.append("- Auto traits compared: %s (an explicit `unsafe impl Send` counts as the auto trait). Impls "
             "of %s are not compared." % (", ".join(AUTO_TRAITS), ", ".join("`%s`" % t for t in sorted(IGNORED_TRAITS))))
    L.append("- Members of types that cudarc makes public but not nameable come from a second cudarc JSON "
             "built with `--document-private-items` (rustdoc leaves their impls out otherwise); only `pub` "
             "items are taken from it.")
    L.append("- Hand table (`HAND` in the script): %d entries, %d with a verdict or note; every other verdict "
             "and note is mechanical." % (len(HAND), sum(1 for v in HAND.values() if v.get("verdict") or v.get("note"))))
    L.append("- Method: rustdoc JSON (format %s) walked from the crate root through `pub` modules and `pub use` "
             "(globs included); `sys` compared by name for the names that appear in cudarc's hand-written "
             "%s sources (every .rs there that is not rust-bindgen output)."
             % ("/".join(map(str, fv)), "/".join("`%s`" % m for m in LAYERS)))
    for r in results:
        if r["unn"]:
            L.append("- cudarc %s: unnameable types matched by name: %s." % (
                r["ver"], ", ".join("`?%s` = `%s`" % (k, v) for k, v in sorted(r["unn"].items()))))
    L.append("")
    return "\n".join(L)


if __name__ == "__main__":
    main()
