#!/usr/bin/env python3
"""Every `cudarc::` path that a client's Rust sources name, one per line: `use` trees expanded
(`use cudarc::driver::{sys::CUstream, result};` gives both paths; `as` renames dropped), inline
paths as written (`cudarc::driver::result::init()` gives `cudarc::driver::result::init`), each
with the places that name it.

    python3 scripts/cudarc_uses.py DIR [DIR...]   ->  `PATH<TAB>DIR/file.rs:LINE, ...` on stdout

Standard library only. Comments are skipped; string literals are not parsed (a path inside one
counts)."""
import collections
import os
import re
import sys


def expand(tree):
    """The full paths of a use tree (the text after `use`, without the `;`)."""
    tree = re.sub(r"\s+", " ", tree).strip()
    out = []

    def rec(prefix, s):
        s = s.strip()
        i = s.find("{")
        if i < 0:
            s = re.sub(r"\s+as\s+\w+$", "", s).replace(" ", "")
            out.append(prefix + s)
            return
        head = s[:i].replace(" ", "")
        body = s[i + 1:s.rindex("}")]
        depth, cur, parts = 0, "", []
        for ch in body:
            depth += (ch == "{") - (ch == "}")
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        parts.append(cur)
        for p in parts:
            if not p.strip():
                continue
            if p.strip() == "self":
                out.append(prefix + head.rstrip(":"))
            else:
                rec(prefix + head, p)
    rec("", tree)
    return out


def main():
    uses = collections.defaultdict(set)
    for top in sys.argv[1:]:
        top = top.rstrip("/")
        for dp, dn, fn in os.walk(top):
            dn.sort()
            for f in sorted(fn):
                if not f.endswith(".rs"):
                    continue
                p = os.path.join(dp, f)
                where = os.path.join(os.path.basename(top), os.path.relpath(p, top))
                text = open(p, encoding="utf-8", errors="replace").read()
                text = re.sub(r"//[^\n]*", lambda m: " " * len(m.group(0)), text)
                text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
                spans = []
                for m in re.finditer(r"\buse\s+(?:::)?(cudarc::[^;]*);", text):
                    line = text.count("\n", 0, m.start()) + 1
                    for path in expand(m.group(1)):
                        uses[path].add((where, line))
                    spans.append((m.start(), m.end()))
                for m in re.finditer(r"\bcudarc::\w+(?:::\w+)*", text):
                    if any(a <= m.start() < b for a, b in spans):
                        continue
                    uses[m.group(0)].add((where, text.count("\n", 0, m.start()) + 1))
    for path in sorted(uses):
        print("%s\t%s" % (path, ", ".join("%s:%d" % w for w in sorted(uses[path]))))


if __name__ == "__main__":
    main()
