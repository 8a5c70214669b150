#!/usr/bin/env python3
"""Copies cudarc 0.19.10's own unit tests (the `#[cfg(test)] mod tests` at the end of its
src/driver/result.rs, src/driver/safe/{core,launch,graph,unified_memory}.rs, src/nvrtc/{result,safe}.rs,
and of its libraries: src/cublas/safe/{mod,asum,gemm,gemv,grouped_gemm}.rs, src/cublaslt/safe.rs,
src/curand/safe.rs, src/nccl/{result,safe}.rs) unchanged into src/ here, each under a header that gives the test module what cudarc's file gives
it through `use super::*`: the file's own imports, and the public items it defines, taken from the
tree under test (`crate::face`: cuda_driver::stream_api, or the real cudarc with feature
`real-cudarc`).

The one change: a test that calls an item cudarc keeps private (`pub(crate)`), which no other
crate can reach, gets one inserted line before it, `#[cfg(cudarc_private)] // copy.py: CAUSE`
(a cfg never set), listed in PRIVATE below. `--check` verifies that the files here are the copies
(removing those lines gives cudarc's text back byte for byte) and that the headers are current.

    python3 compat/cudarc-0.19/unit-tests/copy.py [--check]

cudarc's source is read from the cargo registry (~/.cargo/registry/src/*/cudarc-0.19.10; a
`cargo fetch` of anything depending on cudarc =0.19.10 puts it there, e.g. this package's
`cargo fetch`)."""
import glob
import os
import re
import sys

VERSION = "0.19.10"
HERE = os.path.dirname(os.path.abspath(__file__))

# Tests that reach an item cudarc keeps private to itself: (file, test fn) -> cause.
PRIVATE = {
    ("nvrtc/safe.rs", "test_compile_options_build_none"): "calls `CompileOptions::build`, pub(crate) in cudarc",
    ("nvrtc/safe.rs", "test_compile_options_build_ftz"): "calls `CompileOptions::build`, pub(crate) in cudarc",
    ("nvrtc/safe.rs", "test_compile_options_build_multi"): "calls `CompileOptions::build`, pub(crate) in cudarc",
    ("driver/safe/launch.rs", "test_launch_with_views"):
        "reads the fields `CudaView::len` and `CudaViewMut::len`, pub(crate) in cudarc",
    ("nccl/result.rs", "single_thread"):
        "reads the fields `CudaSlice::cu_device_ptr` and `CudaStream::cu_stream`, pub(crate) in cudarc",
    ("nccl/result.rs", "multi_thread"):
        "reads the fields `CudaSlice::cu_device_ptr` and `CudaStream::cu_stream`, pub(crate) in cudarc",
}

# Per file: what cudarc's file has in scope for `use super::*` (its `use` lines, less what only
# cudarc itself can reach), and the public items it defines, from the tree under test.
HEADERS = {
    "driver/result.rs": '''\
// cudarc's src/driver/result.rs: its imports, and every public item it defines (the tree's
// `driver::result`, submodules included).
use super::sys::{self};
use core::ffi::{c_uchar, c_uint, c_void, CStr};
use std::mem::MaybeUninit;

pub use crate::face::driver::result::*;
''',
    "driver/safe/core.rs": '''\
// cudarc's src/driver/safe/core.rs: its imports, and the public items it defines. (Not its
// `pub(super) fn to_range`, private to cudarc's driver::safe.)
use crate::driver::{
    result::{self, DriverError},
    sys::{self, CUfunc_cache_enum, CUfunction_attribute_enum},
};

use std::{
    ffi::CString,
    marker::PhantomData,
    ops::{Bound, RangeBounds},
    string::String,
    sync::Arc,
    vec::Vec,
};

pub use crate::face::driver::{
    CudaContext, CudaEvent, CudaFunction, CudaModule, CudaSlice, CudaStream, CudaView, CudaViewMut,
    DevicePtr, DevicePtrMut, DeviceRepr, DeviceSlice, HostSlice, PinnedHostSlice, SyncOnDrop,
    ValidAsZeroBits,
};
''',
    "driver/safe/launch.rs": '''\
// cudarc's src/driver/safe/launch.rs: its imports, and the public items it defines.
use std::vec::Vec;

use crate::driver::{
    result::{self, DriverError},
    sys,
};

use super::{CudaEvent, CudaFunction, CudaSlice, CudaStream, CudaView, CudaViewMut, DeviceRepr};

pub use crate::face::driver::{LaunchArgs, LaunchConfig, PushKernelArg};
''',
    "driver/safe/graph.rs": '''\
// cudarc's src/driver/safe/graph.rs: its imports, and the public item it defines.
use std::sync::Arc;

use crate::driver::{result, sys};

use super::{CudaStream, DriverError};

pub use crate::face::driver::CudaGraph;
''',
    "driver/safe/unified_memory.rs": '''\
// cudarc's src/driver/safe/unified_memory.rs: its imports (less `core::to_range`, private to
// cudarc's driver::safe), and the public items it defines.
use core::marker::PhantomData;
use std::ops::RangeBounds;
use std::sync::Arc;

use crate::driver::{result, sys};

use super::{
    CudaContext, CudaEvent, CudaStream, DevicePtr, DevicePtrMut, DeviceRepr, DeviceSlice,
    DriverError, HostSlice, LaunchArgs, PushKernelArg, ValidAsZeroBits,
};

pub use crate::face::driver::{UnifiedSlice, UnifiedView, UnifiedViewMut};
''',
    "nvrtc/result.rs": '''\
// cudarc's src/nvrtc/result.rs: its imports, and every public item it defines (the tree's
// `nvrtc::result`).
use super::sys::{self};
use core::{
    ffi::{c_char, c_int, CStr},
    mem::MaybeUninit,
};
use std::{ffi::CString, vec::Vec};

pub use crate::face::nvrtc::result::*;
''',
    "nvrtc/safe.rs": '''\
// cudarc's src/nvrtc/safe.rs: its imports, and the public items it defines.
use super::{result, sys};

use core::ffi::{c_char, CStr};
use std::ffi::CString;
use std::{borrow::ToOwned, path::PathBuf, string::String, vec::Vec};

pub use crate::face::nvrtc::{compile_ptx, compile_ptx_with_opts, CompileError, CompileOptions, Ptx};
''',
    "cublas/safe/mod.rs": '''\
// cudarc's src/cublas/safe/mod.rs: its imports, its modules and what it re-exports of them, and
// the public item it defines.
use super::{result, result::CublasError, sys};
use crate::driver::CudaStream;
use std::sync::Arc;

pub mod asum;
pub mod gemm;
pub mod gemv;
pub mod grouped_gemm;

pub use asum::*;
pub use gemm::*;
pub use gemv::*;
pub use grouped_gemm::*;

pub use crate::face::cublas::CudaBlas;
''',
    "cublas/safe/asum.rs": '''\
// cudarc's src/cublas/safe/asum.rs: its imports, and the public items it defines.
use super::{result, result::CublasError};
use crate::cublas::CudaBlas;
use crate::driver::DevicePtr;
use core::ffi::c_int;

pub use crate::face::cublas::{Asum, AsumConfig};
''',
    "cublas/safe/gemm.rs": '''\
// cudarc's src/cublas/safe/gemm.rs: its imports, and the public items it defines.
use super::{result, result::CublasError, sys};
use crate::cublas::CudaBlas;
use crate::driver::{DevicePtr, DevicePtrMut};
use core::ffi::{c_int, c_longlong};

pub use crate::face::cublas::{Gemm, GemmConfig, StridedBatchedConfig};
''',
    "cublas/safe/gemv.rs": '''\
// cudarc's src/cublas/safe/gemv.rs: its imports, and the public items it defines.
use super::{result, result::CublasError, sys};
use crate::cublas::CudaBlas;
use crate::driver::{DevicePtr, DevicePtrMut};
use core::ffi::c_int;

pub use crate::face::cublas::{Gemv, GemvConfig};
''',
    "cublas/safe/grouped_gemm.rs": '''\
// cudarc's src/cublas/safe/grouped_gemm.rs: its imports, and the public items it defines.
use std::vec::Vec;

#[allow(unused_imports)]
use crate::{
    cublas::{result::CublasError, sys, CudaBlas},
    driver::{CudaSlice, DevicePtr, DevicePtrMut, DeviceRepr},
};

pub use crate::face::cublas::{GroupedGemm, GroupedGemmConfig, GroupedGemmDtype};
''',
    "cublaslt/safe.rs": '''\
// cudarc's src/cublaslt/safe.rs: its imports, and the public items it defines (not its private
// helpers MatrixLayout, MatmulDesc, MatmulPref and Matrix).
use super::{result, result::CublasError, sys};
use crate::cublaslt::result::set_matrix_layout_attribute;
use crate::driver::sys::{CUdevice_attribute, CUdeviceptr};
use crate::driver::{CudaSlice, CudaStream, DevicePtr, DevicePtrMut, DriverError};
use core::ffi::c_int;
use core::mem;
use std::sync::Arc;

pub use crate::face::cublaslt::{
    Activation, CudaBlasLT, Matmul, MatmulConfig, MatmulShared, Workspace,
};
''',
    "curand/safe.rs": '''\
// cudarc's src/curand/safe.rs: its imports, and the public item it defines.
use super::{result, sys};
use crate::driver::{CudaStream, DevicePtrMut};
use std::sync::Arc;

pub use crate::face::curand::CudaRng;
''',
    "nccl/result.rs": '''\
// cudarc's src/nccl/result.rs: its imports, and every public item it defines (the tree's
// `nccl::result`).
use super::sys::{self};
use std::mem::MaybeUninit;

pub use crate::face::nccl::result::*;
''',
    "nccl/safe.rs": '''\
// cudarc's src/nccl/safe.rs: its imports and re-exports, and the public items it defines.
use super::{result, sys};
use crate::driver::{
    CudaContext, CudaStream, CudaView, CudaViewMut, DevicePtr, DevicePtrMut, SyncOnDrop,
};
use std::{mem::MaybeUninit, sync::Arc, vec, vec::Vec};

pub use result::{group_end, group_start};

pub use crate::face::nccl::{Comm, Group, Id, NcclType, ReduceOp};
''',
}



def cudarc_src():
    found = sorted(glob.glob(os.path.expanduser("~/.cargo/registry/src/*/cudarc-%s/src" % VERSION)))
    if not found:
        sys.exit("copy.py: cudarc %s is not in the cargo registry; run `cargo fetch` in %s first" % (VERSION, HERE))
    return found[0]


def test_module(path):
    """(first line number, text) of the `#[cfg(test)] mod tests { .. }` that ends the file."""
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    starts = [i for i, l in enumerate(lines) if l == "#[cfg(test)]" and i + 1 < len(lines)
              and lines[i + 1] == "mod tests {"]
    if len(starts) != 1:
        sys.exit("copy.py: %s: expected one `#[cfg(test)] mod tests {` at column 0, found %d" % (path, len(starts)))
    block = "\n".join(lines[starts[0]:])
    if not block.rstrip("\n").endswith("}") or lines[-1] not in ("", "}"):
        sys.exit("copy.py: %s: the test module does not end the file" % path)
    return starts[0] + 1, block


def mark_private(rel, block):
    """The block with a `#[cfg(cudarc_private)]` line before each PRIVATE test's attributes."""
    lines = block.split("\n")
    out = []
    for i, line in enumerate(lines):
        m = re.match(r"\s*(pub\s+)?fn (\w+)", line)
        if m and (rel, m.group(2)) in PRIVATE:
            # back up over the attribute lines just written
            j = len(out)
            while j > 0 and out[j - 1].strip().startswith("#["):
                j -= 1
            indent = re.match(r"\s*", line).group(0)
            out.insert(j, "%s#[cfg(cudarc_private)] // copy.py: %s" % (indent, PRIVATE[(rel, m.group(2))]))
        out.append(line)
    return "\n".join(out)


def unmark(text):
    return "\n".join(l for l in text.split("\n") if "#[cfg(cudarc_private)] // copy.py: " not in l)


def render(rel, src):
    first, block = test_module(os.path.join(src, rel))
    head = ("// GENERATED by compat/cudarc-0.19/unit-tests/copy.py: do not edit (edit copy.py, run it).\n"
            "// The test module below is cudarc %s's src/%s from line %d to its end, unchanged%s.\n"
            % (VERSION, rel, first, " but for the lines marked `// copy.py:`" if any(k[0] == rel for k in PRIVATE) else ""))
    return head + HEADERS[rel] + "\n" + mark_private(rel, block), block


def main():
    check = "--check" in sys.argv[1:]
    src = cudarc_src()
    bad = 0
    for rel in HEADERS:
        want, block = render(rel, src)
        dst = os.path.join(HERE, "src", rel)
        if check:
            have = open(dst, encoding="utf-8").read() if os.path.exists(dst) else ""
            body = have[have.find("#[cfg(test)]\nmod tests {"):] if "#[cfg(test)]\nmod tests {" in have else ""
            if unmark(body) != block:
                print("copy.py: %s: the test module is not cudarc's" % dst)
                bad += 1
            elif have != want:
                print("copy.py: %s: the header is not copy.py's (run copy.py)" % dst)
                bad += 1
        else:
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            with open(dst, "w", encoding="utf-8") as f:
                f.write(want)
    n = sum(block.count("#[test]") for block in (test_module(os.path.join(src, r))[1] for r in HEADERS))
    if check:
        print("copy.py: %s (%d tests in %d files, %d kept out as private)" % (
            "the copies are cudarc's" if not bad else "%d files differ" % bad, n, len(HEADERS), len(PRIVATE)))
        sys.exit(1 if bad else 0)
    print("copy.py: wrote %d files, %d tests (%d kept out as private)" % (len(HEADERS), n, len(PRIVATE)))


if __name__ == "__main__":
    main()
