#!/usr/bin/env python3
"""Which work of a traced stub-driver run may overlap on a GPU.

Reads the stderr of a program run with STUB_DRIVER_TRACE=1 (scripts/stub-driver/run.sh) and
works out, from the order of the traced calls, which operations on streams (launches, copies,
fills, frees, graph launches) are ordered after which: a stream runs its own work in order, an
event carries what its stream had run when it was recorded, a stream that waits for an event
takes that on, and a host wait (stream, event or context synchronize) orders everything the
same thread enqueues afterwards after what it waited for. An operation that is not ordered
after an earlier one on another stream may run at the same time as it on a GPU.

    python3 scripts/stub-driver/order.py TRACE [SECTION]

prints each operation (of SECTION only: the lines after a line `== SECTION` that the program
prints to stderr) and, after `UNORDERED after:`, the earlier ones it may overlap with. Only the
order of the calls is known to the stub: which operations touch the same memory is for the
reader to say (the trace shows their addresses where the stub prints them).
"""
import collections
import re
import sys

OPS = {
    "cuLaunchKernel", "cuLaunchCooperativeKernel", "cuMemcpyHtoDAsync_v2",
    "cuMemcpyDtoHAsync_v2", "cuMemcpyDtoDAsync_v2", "cuMemcpyAsync", "cuMemsetD8Async",
    "cuMemsetD32Async", "cuMemsetD2D8Async", "cuMemcpy2DAsync", "cuMemFreeAsync",
    "cuMemAllocAsync", "cuGraphLaunch", "cuStreamAttachMemAsync", "cuMemPrefetchAsync",
}


def merge(into, other):
    for k, v in other.items():
        if into.get(k, 0) < v:
            into[k] = v


def main():
    lines = open(sys.argv[1]).read().splitlines()
    want = sys.argv[2] if len(sys.argv) > 2 else None
    # Per stream: how many operations it has run, and what it is ordered after (a vector
    # clock: stream -> operations of that stream).
    streams = collections.defaultdict(lambda: {"own": 0, "vc": {}})
    events = {}
    host = collections.defaultdict(dict)  # per thread: what its host waits covered
    ops = []  # (section, index, stream, its count on that stream, clock, text)
    section = None
    for line in lines:
        m = re.match(r"^== (\S+)", line)
        if m:
            section = m.group(1)
            continue
        m = re.match(r"^\[(\d+)\] (\S+)(.*)$", line)
        if not m:
            continue
        tid, call, rest = m.groups()
        st = re.search(r"stream (0x[0-9a-f]+|\(nil\))", rest)
        ev = re.search(r"event (0x[0-9a-f]+)", rest)
        s = st.group(1) if st else None
        if call in OPS:
            S = streams[s]
            merge(S["vc"], host[tid])
            S["own"] += 1
            vc = dict(S["vc"])
            vc[s] = S["own"]
            ops.append((section, len(ops), s, S["own"], vc, call + rest))
        elif call == "cuEventRecord":
            S = streams[s]
            merge(S["vc"], host[tid])
            vc = dict(S["vc"])
            vc[s] = S["own"]
            events[ev.group(1)] = vc
        elif call == "cuStreamWaitEvent":
            if ev.group(1) in events:
                merge(streams[s]["vc"], events[ev.group(1)])
        elif call == "cuStreamSynchronize":
            S = streams[s]
            vc = dict(S["vc"])
            vc[s] = S["own"]
            merge(host[tid], vc)
        elif call == "cuEventSynchronize":
            if ev.group(1) in events:
                merge(host[tid], events[ev.group(1)])
        elif call == "cuCtxSynchronize":
            for k, S in streams.items():
                vc = dict(S["vc"])
                vc[k] = S["own"]
                merge(host[tid], vc)
    names = {}

    def name(s):
        return names.setdefault(s, "S%d" % len(names))

    def ordered_after(b, a):
        return a[2] == b[2] or b[4].get(a[2], 0) >= a[3]

    chosen = [o for o in ops if want is None or o[0] == want]
    for i, b in enumerate(chosen):
        loose = [a for a in chosen[:i] if not ordered_after(b, a)]
        tag = ("  UNORDERED after: " + ", ".join("#%d" % a[1] for a in loose)) if loose else ""
        print("#%d %s %s%s" % (b[1], name(b[2]), b[5].strip(), tag))


if __name__ == "__main__":
    main()
