#!/usr/bin/env python3
"""Checks the shape of the hand-written code: no file over 900 lines and no function over 80
lines under src/ (generated bindings, `sys/` modules, are exempt), and no history in the code
(issue numbers, numbered holes, feature fences) in src, tests, benches, Cargo.toml, .ci and
README.md. Prints what it finds and exits non-zero if it finds anything.

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


def code_of(line):
    """The line without its comment and with string and char literals emptied."""
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(\\.|[^'\\])'", "''", line)
    return re.sub(r'//.*', '', line)


def long_functions(path, lines):
    """(length, line, name) of each function over MAX_FN lines, by brace matching."""
    found = []
    for i, line in enumerate(lines):
        m = FN.match(line)
        if not m:
            continue
        depth, started, j = 0, False, i
        while j < len(lines):
            code = code_of(lines[j])
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
    for path in rust_files('src'):
        if '/sys/' in path:
            continue
        lines = open(path, encoding='utf-8').read().split('\n')
        if len(lines) > MAX_FILE:
            problems.append(f'{path}: {len(lines)} lines (at most {MAX_FILE})')
        for n, at, name in long_functions(path, lines):
            problems.append(f'{path}:{at}: fn {name} is {n} lines (at most {MAX_FN})')
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
    print('shape: no file over 900 lines, no function over 80 lines, no history markers')
    return 0


if __name__ == '__main__':
    sys.exit(main())
