//! NVRTC compiles (cold, cached, and the first one in a fresh process) and module loads.

use crate::common::table::{Row, Target, fmt_time};
use crate::common::{ck, load_unload, per_op};
use crate::{BASIC_PTX, Bench, REPS, median, median3, median3_of};
use cuda_driver::driver::sys;
use cuda_driver::nvrtc::{self, Ptx};
use std::ffi::CStr;
use std::hint::black_box;
use std::time::Instant;

/// NVRTC compiles, cold and cached.
pub(crate) fn nvrtc_rows(_b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    // NVRTC compile, cold and cached.
    let seq = std::cell::Cell::new(0u64);
    let src = || {
        seq.set(seq.get() + 1);
        let seq = seq.get();
        format!(
            "// {seq}\nextern \"C\" __global__ void k(float *x, int n) {{ int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] = x[i] * 2.0f + 1.0f; }}\n"
        )
    };
    let (r_nv, o_nv, c_nv) = median3(
        || {
            let s = std::ffi::CString::new(src()).unwrap();
            let t = Instant::now();
            raw_compile(&s);
            t.elapsed().as_secs_f64()
        },
        || {
            let s = src();
            let t = Instant::now();
            black_box(nvrtc::compile_ptx(&s).unwrap());
            t.elapsed().as_secs_f64()
        },
        || {
            let s = src();
            let t = Instant::now();
            black_box(cudarc::nvrtc::compile_ptx(&s).unwrap());
            t.elapsed().as_secs_f64()
        },
    );
    rows.push(Row {
        name: "NVRTC compile, cold",
        raw: Some(r_nv),
        ours: Some(o_nv),
        cudarc: Some(c_nv),
        target: None,
    });
    let fixed = src();
    nvrtc::compile_ptx(&fixed).unwrap();
    let o_cached = median(|| {
        per_op(
            100,
            || {
                black_box(nvrtc::compile_ptx(&fixed).unwrap());
            },
            || (),
        )
    });
    rows.push(Row {
        name: "NVRTC compile, cached",
        raw: None,
        ours: Some(o_cached),
        cudarc: Some(c_nv),
        target: Some(Target::Under(1e-3)),
    });
}

/// A compile of `s` to PTX through NVRTC's own calls, the PTX copied out.
#[inline(always)]
fn raw_compile(s: &CStr) {
    // SAFETY: NVRTC's calls in their order, with valid pointers; the program is destroyed once.
    unsafe {
        let mut prog = std::ptr::null_mut();
        assert_eq!(
            nvrtc::sys::nvrtcCreateProgram(
                &mut prog,
                s.as_ptr(),
                std::ptr::null(),
                0,
                std::ptr::null(),
                std::ptr::null()
            ),
            nvrtc::sys::nvrtcResult::NVRTC_SUCCESS
        );
        assert_eq!(
            nvrtc::sys::nvrtcCompileProgram(prog, 0, std::ptr::null()),
            nvrtc::sys::nvrtcResult::NVRTC_SUCCESS
        );
        let mut size = 0;
        nvrtc::sys::nvrtcGetPTXSize(prog, &mut size)
            .result()
            .unwrap();
        let mut buf = vec![0i8; size];
        nvrtc::sys::nvrtcGetPTX(prog, buf.as_mut_ptr().cast())
            .result()
            .unwrap();
        nvrtc::sys::nvrtcDestroyProgram(&mut prog).result().unwrap();
        black_box(buf);
    }
}

/// Module load and unload.
pub(crate) fn module_rows(b: &Bench, rows: &mut Vec<Row>, notes: &mut Vec<String>) {
    let Bench { dev, cctx, .. } = b;
    // Module load (and unload).
    let cptx = std::ffi::CString::new(BASIC_PTX).unwrap();
    // More repetitions than most rows: the host's noise is a few percent, the target 5 %.
    let (r_mod, o_mod, c_mod) = median3_of(
        3 * REPS,
        || per_op(20, || load_unload(&cptx), || ()),
        || {
            per_op(
                20,
                || {
                    dev.load_ptx(Ptx::from_src(BASIC_PTX), "reload", &["empty"])
                        .unwrap()
                },
                || (),
            )
        },
        || {
            per_op(
                20,
                || {
                    black_box(
                        cctx.load_module(cudarc::nvrtc::Ptx::from_src(BASIC_PTX))
                            .unwrap(),
                    );
                },
                || (),
            )
        },
    );
    rows.push(Row {
        name: "module load (PTX) + unload",
        raw: Some(r_mod),
        ours: Some(o_mod),
        cudarc: Some(c_mod),
        target: Some(Target::Max(1.05)),
    });
    module_order_note(&cptx, notes);
}

/// What the raw row costs in load_ptx's order: the replacement is loaded while the module it
/// replaces is still loaded, and that one is unloaded afterwards (so that a failed load leaves
/// the old module in place).
fn module_order_note(cptx: &CStr, notes: &mut Vec<String>) {
    let (r_unload_first, r_load_first, _) = median3(
        || per_op(20, || load_unload(cptx), || ()),
        || {
            let mut old = std::ptr::null_mut();
            // SAFETY: valid PTX; every module loaded here is unloaded once.
            unsafe { ck(sys::cuModuleLoadData(&mut old, cptx.as_ptr().cast())) };
            let t = per_op(
                20,
                // SAFETY: valid PTX; the module is unloaded once, and nothing from it is used.
                || unsafe {
                    let mut m = std::ptr::null_mut();
                    ck(sys::cuModuleLoadData(&mut m, cptx.as_ptr().cast()));
                    ck(sys::cuModuleUnload(old));
                    old = m;
                },
                || (),
            );
            // SAFETY: loaded above, not yet unloaded.
            unsafe { ck(sys::cuModuleUnload(old)) };
            t
        },
        || 0.0,
    );
    notes.push(format!(
        "module load + unload, raw: unloading before the next load {}; loading the next before \
         unloading the previous (load_ptx's order) {} ({:.2}x)",
        fmt_time(Some(r_unload_first)),
        fmt_time(Some(r_load_first)),
        r_load_first / r_unload_first
    ));
}

/// The variable that makes the bench a first-compile child (see [`first_compile_child`]).
pub(crate) const FIRST_COMPILE_CHILD: &str = "CUDA_DRIVER_BENCH_FIRST_COMPILE";
const FIRST_SRC: &str = r#"extern "C" __global__ void k(float *x) { x[threadIdx.x] += 1.0f; }"#;

/// In a child process: times the first NVRTC compile (library search and load included) and
/// prints the seconds. `how`: `ours`, `cudarc`, or `raw` (our compile with NVRTC loaded from the
/// path given in `CUDA_DRIVER_BENCH_NVRTC`, no search).
pub(crate) fn first_compile_child(how: &str) {
    let t = Instant::now();
    match how {
        "ours" => {
            nvrtc::compile_ptx(FIRST_SRC).unwrap();
        }
        "raw" => {
            let path = std::env::var("CUDA_DRIVER_BENCH_NVRTC").unwrap();
            // SAFETY: the parent process names the NVRTC that its own search found.
            unsafe { cuda_driver::loader::NVRTC.load_from(path) }.unwrap();
            nvrtc::compile_ptx(FIRST_SRC).unwrap();
        }
        _ => {
            cudarc::nvrtc::compile_ptx(FIRST_SRC).unwrap();
        }
    }
    println!("{}", t.elapsed().as_secs_f64());
}

/// The first NVRTC compile in a fresh process: ours (search + load + compile), the same with
/// the library's path given (raw: no search), and cudarc's.
pub(crate) fn first_compile_rows(_b: &Bench, rows: &mut Vec<Row>, _notes: &mut Vec<String>) {
    let exe = std::env::current_exe().unwrap();
    let nvrtc_path = cuda_driver::loader::NVRTC.load().unwrap().to_path_buf();
    let child = |how: &str| {
        let out = std::process::Command::new(&exe)
            .env(FIRST_COMPILE_CHILD, how)
            .env("CUDA_DRIVER_BENCH_NVRTC", &nvrtc_path)
            .env_remove("CUDA_DRIVER_NVRTC_PATH")
            .env_remove("CUDA_DRIVER_NVRTC_CACHE_DIR")
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse::<f64>()
            .unwrap_or_else(|_| panic!("child {how}: {}", String::from_utf8_lossy(&out.stderr)))
    };
    // Fresh processes vary by 10-20 % from one to the next: many of them, for a steady median.
    let (r, o, c) = median3_of(
        3 * REPS,
        || child("raw"),
        || child("ours"),
        || child("cudarc"),
    );
    rows.push(Row {
        name: "first compile_ptx in a fresh process (raw: NVRTC path given)",
        raw: Some(r),
        ours: Some(o),
        cudarc: Some(c),
        target: Some(Target::MaxPeer(1.1)),
    });
}
