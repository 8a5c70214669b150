#!/usr/bin/env python3
"""Lists the circles of files under src/ that import each other, and exits 1 if there is one.

A file imports another when one of its paths names an item (or module) defined there: a `use`
declaration, or a path written in the code itself (`crate::...`, `super::...`, `self::...`, or
a path through a module the file imported). A path is followed to the file that defines the
item: through the module tree, and through the re-exports (`use` declarations and globs) of
`lib.rs` and `mod.rs` files. A `lib.rs` or `mod.rs` that only gathers its children's items is
transparent; one with items of its own is a file like any other, so a path through it imports
it too. A module showing its own children's items (`pub use child::Item`) does not use them by
that, nor does a parent by declaring `mod child;`; a re-export of anything else counts as an
import of the file it names. Comments (doc comments and their links included) and string
literals are ignored; every `cfg` is taken as on, so a module declared twice (`#[path]` under
two cfgs) has both files.

A module's `mod.rs` (or `lib.rs`) and its children may name each other (the extension trait in
`mod.rs`, a combinator per child file, as futures-rs has them); every other circle fails: two
files that import each other, or a longer loop (a -> b -> c -> a).

Usage: scripts/check-imports.py [--allow A.rs:B.rs[:C.rs...]]... [SRC_DIR]   (default: src)

`--allow` accepts one known circle (its files, paths as printed, in any order): it is still
listed, marked allowed, but does not fail the check.
"""

import bisect
import os
import re
import sys
from collections import defaultdict

IDENT = r"(?:r#)?[A-Za-z_][A-Za-z0-9_]*"
ITEM_KINDS = r"(?:fn|struct|enum|trait|const|static|type|union|mod)"
# An item a lib.rs or mod.rs defines itself, rather than gathers from its children.
OWN_ITEM = re.compile(
    r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:unsafe\s+|const\s+|async\s+|extern\s+\"C\"\s+)*"
    r"(?:fn|struct|enum|trait|const|static|type|union|impl|macro_rules!)\b",
    re.M,
)


def strip(text):
    """The text with comments and the contents of string and char literals blanked out
    (newlines kept, so that line numbers stay)."""
    out = []
    i, n = 0, len(text)

    def blank(s):
        return "".join(c if c == "\n" else " " for c in s)

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(blank(text[i:j]))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(blank(text[i:j]))
            i = j
        elif (m := re.compile(r'b?r(#*)"').match(text, i)) and (
            i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")
        ):
            end = '"' + m.group(1)
            j = text.find(end, m.end())
            j = n if j < 0 else j + len(end)
            out.append('""' + blank(text[i + 2 : j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('"' + blank(text[i + 1 : j]) + '"')
            i = j + 1
        elif c == "'":
            # A char literal ('x', '\n', '\u{..}') or a lifetime ('a).
            if i + 1 < n and text[i + 1] == "\\":
                j = text.find("'", i + 3)
                out.append("'" + " " * (j - i - 1) + "'")
                i = j + 1
            elif i + 2 < n and text[i + 2] == "'":
                out.append("' '")
                i += 3
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


_NEWLINES = {}


def line_of(text, pos):
    key = id(text)
    if key not in _NEWLINES:
        _NEWLINES[key] = [i for i, c in enumerate(text) if c == "\n"]
    return bisect.bisect_left(_NEWLINES[key], pos) + 1


class Crate:
    def __init__(self, src):
        self.src = src
        self.files = {}  # module path (tuple) -> list of files
        self.code = {}  # file -> stripped text
        self.raw = {}  # file -> text
        self.children = defaultdict(set)  # module path -> child module names
        self.file_mod = {}  # file -> module path of the file
        self.load(("crate",), os.path.join(src, "lib.rs"))

    def read(self, path):
        if path not in self.raw:
            with open(path, encoding="utf-8") as f:
                self.raw[path] = f.read()
            # `pub(in crate::a::b)` names where an item is visible, not what it uses.
            self.code[path] = re.sub(
                r"\bpub\s*\(\s*in\s+[^)]*\)",
                lambda m: "pub" + " " * (len(m.group(0)) - 3),
                strip(self.raw[path]),
            )
        return self.code[path]

    def load(self, mod, path):
        path = os.path.normpath(path)
        self.files.setdefault(mod, [])
        if path in self.files[mod]:
            return
        self.files[mod].append(path)
        self.file_mod[path] = mod
        code = self.read(path)
        raw = self.raw[path]
        base = os.path.basename(path)
        own_dir = os.path.dirname(path)
        if base in ("lib.rs", "mod.rs"):
            child_dir = own_dir
        else:
            child_dir = os.path.join(own_dir, base[:-3])
        # Inline modules (`mod x { ... }`) are part of this file: their `mod y;` lines are
        # rare, and not followed.
        for m in re.finditer(rf"\bmod\s+({IDENT})\s*;", code):
            name = m.group(1).removeprefix("r#")
            # A `#[path = "..."]` among the attributes just above, in the raw text.
            lines = raw.split("\n")[: line_of(code, m.start()) - 1]
            attrs = []
            while lines and lines[-1].strip().startswith(("#[", "//")):
                attrs.append(lines.pop())
            attr = re.search(r'#\[path\s*=\s*"([^"]+)"\]', "\n".join(attrs))
            if attr:
                at = own_dir if base in ("lib.rs", "mod.rs") else child_dir
                cands = [os.path.join(at, attr.group(1))]
            else:
                cands = [
                    os.path.join(child_dir, name + ".rs"),
                    os.path.join(child_dir, name, "mod.rs"),
                ]
            for c in cands:
                if os.path.exists(c):
                    self.children[mod].add(name)
                    self.load(mod + (name,), c)
                    break

    def is_gatherer(self, mod):
        """Whether the module's files only gather children: lib.rs or a mod.rs without items of
        their own (functions, types, constants, impls, macros)."""
        return all(
            os.path.basename(f) in ("lib.rs", "mod.rs") and not OWN_ITEM.search(self.code[f])
            for f in self.files.get(mod, [])
        )


def parse_use_tree(s):
    """`a::b::{c, d as e, self}` -> [(segments, alias)] (alias None for a glob, '_' for `as _`)."""
    s = re.sub(r"\s+", "", s)
    out = []

    def split_top(body):
        parts, depth, cur = [], 0, ""
        for ch in body:
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
                continue
            depth += ch == "{"
            depth -= ch == "}"
            cur += ch
        if cur:
            parts.append(cur)
        return parts

    def walk(prefix, tree):
        if not tree:
            return
        brace = tree.find("{")
        if brace >= 0 and tree.endswith("}"):
            head = tree[:brace].rstrip(":")
            segs = prefix + [x for x in head.split("::") if x]
            for part in split_top(tree[brace + 1 : -1]):
                walk(segs, part)
            return
        segs = prefix + [x for x in tree.split("::") if x]
        if segs and segs[-1] == "*":
            out.append((segs[:-1], None))
            return
        if segs and segs[-1] == "self":
            segs = segs[:-1]
        out.append((segs, segs[-1] if segs else None))

    walk([], s)
    return out


def parse_use(stmt):
    """A `use` declaration's body -> [(segments, alias)], keeping `as` renames."""
    # Mark renames before whitespace goes: `x as y` -> `x@y`.
    stmt = re.sub(rf"({IDENT})\s+as\s+({IDENT}|_)", r"\1@\2", stmt)
    res = []
    for segs, alias in parse_use_tree(stmt):
        if segs and "@" in segs[-1]:
            last, alias = segs[-1].split("@")
            segs = segs[:-1] + [last]
        res.append(([x.removeprefix("r#") for x in segs], alias))
    return res


class Checker:
    def __init__(self, crate):
        self.c = crate
        self.uses = defaultdict(list)  # module -> [(abs segments or None, alias, file, line)]
        self.aliases = defaultdict(dict)  # file -> alias -> absolute path (segments)
        self.edges = defaultdict(list)  # (a, b) -> [(line, text)]
        self.defs = {}
        self.reexports = set()  # (file, line, target) of a module re-exporting its children
        self.ranges = {}
        for mod, files in crate.files.items():
            for f in files:
                self.scan_uses(mod, f)

    def inline_mod_at(self, code, pos):
        """The inline modules (`mod x { ... }`) enclosing `pos`."""
        if id(code) not in self.ranges:
            ranges, stack, depth = [], [], 0
            opens = {
                m.end() - 1: m.group(1).removeprefix("r#")
                for m in re.finditer(rf"\bmod\s+({IDENT})\s*\{{", code)
            }
            for i, ch in enumerate(code):
                if ch == "{":
                    depth += 1
                    if i in opens:
                        stack.append((opens[i], depth, i))
                elif ch == "}":
                    if stack and stack[-1][1] == depth:
                        name, _, start = stack.pop()
                        ranges.append((start, i, len(stack), name))
                    depth -= 1
            self.ranges[id(code)] = sorted(ranges, key=lambda r: r[2])
        return [name for s, e, _, name in self.ranges[id(code)] if s <= pos <= e]

    def absolute(self, mod, segs, file):
        """`segs` as written in module `mod` -> an absolute path, or None (another crate)."""
        if not segs:
            return None
        first = segs[0]
        if first in ("crate", "$crate"):
            return ["crate"] + segs[1:]
        if first in ("super", "self"):
            cur = list(mod)
            i = 0
            while i < len(segs) and segs[i] in ("super", "self"):
                if segs[i] == "super":
                    cur = cur[:-1]
                i += 1
            if not cur:
                return None
            return cur + segs[i:]
        if first in self.c.children.get(tuple(mod), ()):
            return list(mod) + segs
        if first in self.aliases[file]:
            return self.aliases[file][first] + segs[1:]
        return None

    def scan_uses(self, mod, f):
        code = self.c.code[f]
        for m in re.finditer(r"\buse\s+([^;]*);", code):
            inner = self.inline_mod_at(code, m.start())
            here = tuple(mod) + tuple(inner)
            line = line_of(code, m.start())
            before = code[max(0, m.start() - 40) : m.start()]
            public = re.search(r"\bpub(\s*\([^)]*\))?\s*$", before) is not None
            for segs, alias in parse_use(m.group(1)):
                a = self.absolute(here, segs, f)
                if a is None:
                    continue
                self.uses[here].append((a, alias, f, line))
                if public and tuple(a[: len(here)]) == tuple(here):
                    # A module showing its own children's items (a re-export) does not use them.
                    self.reexports.add((f, line, tuple(a)))
                if alias and alias != "_" and not inner:
                    self.aliases[f][alias] = a

    def defines_in(self, f, name):
        key = (f, name)
        if key not in self.defs:
            pat = re.compile(
                rf"\b{ITEM_KINDS}\s+(?:r#)?{re.escape(name)}\b|macro_rules!\s*{re.escape(name)}\b"
            )
            self.defs[key] = bool(pat.search(self.c.code[f]))
        return self.defs[key]

    def defines(self, mod, name):
        return any(self.defines_in(f, name) for f in self.c.files.get(mod, []))

    def resolve(self, segs, depth=0):
        """An absolute path -> the files that define what it names."""
        if depth > 16 or not segs or segs[0] != "crate":
            return set()
        mod = ("crate",)
        rest = segs[1:]
        while rest and rest[0] in self.c.children.get(mod, ()):
            mod = mod + (rest[0],)
            rest = rest[1:]
        files = set(self.c.files.get(mod, []))
        if rest and len(files) > 1:
            # A module with a file per cfg: the files that define the item.
            files = {f for f in files if self.defines_in(f, rest[0])} or files
        if not rest or self.defines(mod, rest[0]):
            return files
        through = set() if self.c.is_gatherer(mod) else files
        name = rest[0]
        for a, alias, _, _ in self.uses.get(mod, []):
            if alias == name:
                r = self.resolve(a + rest[1:], depth + 1)
                if r:
                    return r | through
        for a, alias, _, _ in self.uses.get(mod, []):
            if alias is None:
                r = self.resolve(a + rest, depth + 1)
                if r and r != set(self.c.files.get(tuple(a), [])):
                    return r | through
        return files

    def edge(self, a, targets, line, text):
        for b in targets:
            if a != b:
                self.edges[(a, b)].append((line, text))

    def run(self):
        for mod, entries in self.uses.items():
            for a, alias, f, line in entries:
                if (f, line, tuple(a)) in self.reexports:
                    continue
                # A glob brings in the module (and, in a gatherer, stands for its items).
                self.edge(f, self.resolve(a), line, "use " + "::".join(a) + ("::*" if alias is None else ""))
        path_re = re.compile(rf"(?<![\w:])(\$?crate|super|self|{IDENT})((?:\s*::\s*(?:r#)?[A-Za-z_]\w*)+)")
        for mod, files in self.c.files.items():
            for f in files:
                code = self.c.code[f]
                in_use = bytearray(len(code))
                for u in re.finditer(r"\buse\s+[^;]*;", code):
                    in_use[u.start() : u.end()] = b"\1" * (u.end() - u.start())
                for m in path_re.finditer(code):
                    if in_use[m.start()]:
                        continue
                    segs = [m.group(1)] + [x.strip().removeprefix("r#") for x in m.group(2).split("::")[1:]]
                    first = segs[0]
                    if first not in ("crate", "$crate", "super", "self") and first not in self.aliases[f] and first not in self.c.children.get(mod, ()):
                        continue
                    here = tuple(mod) + tuple(self.inline_mod_at(code, m.start())) if first in ("super", "self") else tuple(mod)
                    a = self.absolute(here, segs, f)
                    if a is None:
                        continue
                    self.edge(f, self.resolve(a), line_of(code, m.start()), "::".join(segs))
        return self.edges

    def parent_and_child(self, a, b):
        """Whether one of the files is the lib.rs or mod.rs of the other's parent module."""
        ma, mb = self.c.file_mod[a], self.c.file_mod[b]
        gathers = ("lib.rs", "mod.rs")
        return (ma == mb[:-1] and os.path.basename(a) in gathers) or (
            mb == ma[:-1] and os.path.basename(b) in gathers
        )

    def circles(self):
        """The circles of the import graph, a parent's mod.rs naming its children and they it
        left out: for each set of files that import each other round a circle, the set (sorted),
        its shortest loop (in the order one imports the next) and its imports."""
        graph = defaultdict(set)
        for a, b in self.run():
            if not self.parent_and_child(a, b):
                graph[a].add(b)
        found = []
        for scc in strongly_connected(graph):
            if len(scc) > 1:
                files = sorted(scc)
                loop = shortest_loop(graph, files[0], set(scc))
                inside = [(a, b) for a in files for b in sorted(graph[a]) if b in scc]
                found.append((files, loop, inside))
        return sorted(found)


def strongly_connected(graph):
    """Tarjan's strongly connected components of `graph` (node -> set of nodes), iteratively."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                scc = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    scc.append(w)
                    if w == node:
                        break
                out.append(scc)
    return out


def shortest_loop(graph, start, within):
    """The shortest path from `start` back to itself inside `within` (a strongly connected set)."""
    prev = {start: None}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in within:
                continue
            if nxt == start:
                path = [node]
                while prev[path[-1]] is not None:
                    path.append(prev[path[-1]])
                return list(reversed(path))
            if nxt not in prev:
                prev[nxt] = node
                queue.append(nxt)
    return [start]


def main():
    args = sys.argv[1:]
    allowed = set()
    while args and args[0] == "--allow":
        if len(args) < 2 or ":" not in args[1]:
            sys.exit("--allow takes A.rs:B.rs[:C.rs...]")
        allowed.add(frozenset(os.path.normpath(f) for f in args[1].split(":")))
        args = args[2:]
    src = args[0] if args else "src"
    checker = Checker(Crate(src))
    failed = 0
    for files, loop, inside in checker.circles():
        ok = frozenset(files) in allowed
        failed += not ok
        others = [f for f in files if f not in loop]
        also = f" (and {', '.join(others)} in the same circle)" if others else ""
        print(" -> ".join(loop + [loop[0]]) + also + (" (allowed)" if ok else ""))
        for a, b in inside:
            for line, text in checker.edges[(a, b)][:2]:
                print(f"    {a}:{line}: {text}")
    if failed:
        print(
            f"{failed} circle(s) of files that import each other (a mod.rs and its children "
            "may; other files may not)",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
