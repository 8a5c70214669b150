#!/usr/bin/env python3
"""Checks the shape of the hand-written code: no file over 900 lines and no function over 80
lines under src/, tests/ and benches/ (generated bindings, `sys/` modules, are exempt, and so
are the functions of third-party tests kept as they were written); no process word (review,
claims, attack, adversarial, round, second, new) in the paths of tests/ and benches/, which
are named for what they test; and no history in the code (issue numbers, numbered holes,
feature fences) in src, tests, benches, Cargo.toml, .ci and README.md. Prints what it finds
and exits non-zero if it finds anything.

    python3 scripts/check-shape.py
"""
import os
import re
import sys

MAX_FILE = 900
MAX_FN = 80
FN = re.compile(
    r'^\s*(pub(\([^)]*\))?\s+)?(const\s+)?(async\s+)?(unsafe\s+)?(extern\s+"C"\s+)?fn\s+(\w+)'
)
HISTORY = re.compile(r'issue [0-9]|--- nccl|hole[0-9]')
# Words that name how a test came about rather than what it checks.
PROCESS_WORDS = {
    'review', 'reviews', 'claims', 'attack', 'attacks', 'adversarial', 'round', 'rounds',
    'second', 'new',
}
# cudarc 0.13.9's own unit tests, copied unchanged (their functions keep cudarc's length).
VERBATIM = {'tests/cudarc_cublas_tests.rs', 'tests/cudarc_cublaslt_tests.rs'}


def mask(text):
    """`text` with comments and the contents of string and char literals blanked (raw and
    multi-line strings included), newlines kept, so that braces count only in code."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != '\n':
                out[k] = ' '

    while i < n:
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith('/*', i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith('/*', j):
                    depth, j = depth + 1, j + 2
                elif text.startswith('*/', j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif (m := re.compile(r'b?r(#*)"').match(text, i)) and (
            i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')
        ):
            end = '"' + m.group(1)
            j = text.find(end, m.end())
            j = n if j < 0 else j + len(end)
            blank(m.end(), j - len(end))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            blank(i + 1, j)
            i = j + 1
        elif text[i] == "'" and i + 1 < n and text[i + 1] == '\\':
            j = text.find("'", i + 3)
            blank(i + 1, j)
            i = j + 1
        elif text[i] == "'" and i + 2 < n and text[i + 2] == "'":
            blank(i + 1, i + 2)
            i += 3
        else:
            i += 1
    return ''.join(out)


def long_functions(lines):
    """(length, line, name) of each function over MAX_FN lines, by brace matching, in `lines`
    (a file's lines with comments and literals masked)."""
    found = []
    for i, line in enumerate(lines):
        m = FN.match(line)
        if not m:
            continue
        depth, started, j = 0, False, i
        while j < len(lines):
            code = lines[j]
            if not started and ';' in code and '{' not in code:
                break  # a declaration without a body
            for ch in code:
                if ch == '{':
                    depth += 1
                    started = True
                elif ch == '}':
                    depth -= 1
            if started and depth == 0:
                break
            j += 1
        if started and j - i + 1 > MAX_FN:
            found.append((j - i + 1, i + 1, m.group(7)))
    return found


def rust_files(top):
    for dirpath, _, names in os.walk(top):
        for name in sorted(names):
            if name.endswith('.rs'):
                yield os.path.join(dirpath, name)


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    os.chdir(root)
    problems = []
    for top in ['src', 'tests', 'benches']:
        for path in rust_files(top):
            if '/sys/' in path:
                continue
            text = open(path, encoding='utf-8').read()
            lines = text.split('\n')
            if len(lines) > MAX_FILE:
                problems.append(f'{path}: {len(lines)} lines (at most {MAX_FILE})')
            if path in VERBATIM:
                continue
            for n, at, name in long_functions(mask(text).split('\n')):
                problems.append(f'{path}:{at}: fn {name} is {n} lines (at most {MAX_FN})')
    for top in ['tests', 'benches']:
        for dirpath, dirs, names in os.walk(top):
            for name in sorted(dirs) + sorted(names):
                path = os.path.join(dirpath, name)
                words = set(re.split(r'[_.\-]', name.lower()))
                if words & PROCESS_WORDS:
                    found = ', '.join(sorted(words & PROCESS_WORDS))
                    problems.append(
                        f'{path}: a process word ({found}) in a test path: name it for what it tests'
                    )
    history_paths = ['Cargo.toml', 'README.md']
    for top in ['src', 'tests', 'benches', '.ci']:
        for dirpath, _, names in os.walk(top):
            history_paths += [os.path.join(dirpath, n) for n in sorted(names)]
    for path in history_paths:
        try:
            text = open(path, encoding='utf-8').read()
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        for k, line in enumerate(text.split('\n'), 1):
            if HISTORY.search(line):
                problems.append(f'{path}:{k}: history in the code: {line.strip()[:100]}')
    for p in problems:
        print(p)
    if problems:
        print(f'{len(problems)} problem(s)')
        return 1
    print(
        'shape: no file over 900 lines, no function over 80 lines, no process words in test '
        'paths, no history markers'
    )
    return 0


if __name__ == '__main__':
    sys.exit(main())
