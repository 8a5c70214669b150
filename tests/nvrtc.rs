//! Real NVRTC compiles. These need NVRTC (the PyPI wheel nvidia-cuda-nvrtc-cu12 is enough)
//! but no GPU. Without NVRTC each test skips, and the binary says so when it exits; CI sets
//! `REQUIRE_NVRTC=1`, which makes a missing NVRTC a failure.
//!
//! The disk cache is process-global, so its test has its own binary: tests/nvrtc_disk_cache.rs.

#[macro_use]
mod support;

use cuda_driver::nvrtc::result::NvrtcError;
use cuda_driver::nvrtc::sys::nvrtcResult;
use cuda_driver::nvrtc::{
    CompileError, CompileOptions, Ptx, cache, compile_ptx, compile_ptx_named, compile_ptx_with_opts,
};

/// A comment that makes a source unique to this run and this test, so that no other test (and
/// no on-disk cache left by an earlier run) can already hold its PTX.
fn unique(tag: &str) -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("// {tag} {} {nanos}\n", std::process::id())
}

const ADD_ONE: &str = r#"
extern "C" __global__ void add_one(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += 1.0f;
}
"#;

fn ptx_of(r: Result<Ptx, CompileError>) -> String {
    match r {
        Ok(ptx) => ptx.try_to_src().expect("compiled PTX is in memory"),
        Err(e) => panic!("compile failed: {e}"),
    }
}

#[test]
fn nvrtc_reports_its_version() {
    nvrtc!();
    let (major, minor) = cuda_driver::nvrtc::result::version().unwrap();
    assert!(major >= 12, "NVRTC {major}.{minor}");
}

#[test]
fn kernel_compiles_to_ptx() {
    nvrtc!();
    let ptx = ptx_of(compile_ptx(ADD_ONE));
    assert!(ptx.contains(".entry add_one("), "{ptx}");
    assert!(ptx.contains(".version "), "{ptx}");
    // to_src gives the same text.
    assert_eq!(compile_ptx(ADD_ONE).unwrap().to_src(), ptx);
}

#[test]
fn several_kernels_in_one_source() {
    nvrtc!();
    let src = r#"
extern "C" __global__ void first(float *x) { x[threadIdx.x] = 1.0f; }
extern "C" __global__ void second(int *y, int n) { if (threadIdx.x < n) y[threadIdx.x] = n; }
"#;
    let ptx = ptx_of(compile_ptx(src));
    assert!(ptx.contains(".entry first("), "{ptx}");
    assert!(ptx.contains(".entry second("), "{ptx}");
}

#[test]
fn arch_sm_90_names_the_target() {
    nvrtc!();
    let opts = CompileOptions {
        arch: Some("sm_90"),
        ..Default::default()
    };
    let ptx = ptx_of(compile_ptx_with_opts(ADD_ONE, opts));
    assert!(ptx.contains(".target sm_90"), "{ptx}");
    assert!(ptx.contains(".entry add_one("), "{ptx}");
}

#[test]
fn arch_compute_80_names_the_target() {
    nvrtc!();
    let opts = CompileOptions {
        arch: Some("compute_80"),
        ..Default::default()
    };
    let ptx = ptx_of(compile_ptx_with_opts(ADD_ONE, opts));
    assert!(ptx.contains(".target sm_80"), "{ptx}");
}

#[test]
fn other_options_are_accepted() {
    nvrtc!();
    let opts = CompileOptions {
        ftz: Some(true),
        prec_sqrt: Some(false),
        prec_div: Some(false),
        fmad: Some(true),
        use_fast_math: Some(true),
        maxrregcount: Some(32),
        include_paths: vec![std::env::temp_dir().display().to_string()],
        options: vec!["-DSCALE=2.0f".into()],
        ..Default::default()
    };
    let src = r#"
extern "C" __global__ void scale(float *x) { x[threadIdx.x] = sqrtf(x[threadIdx.x]) * SCALE; }
"#;
    let ptx = ptx_of(compile_ptx_with_opts(src, opts));
    assert!(ptx.contains(".entry scale("), "{ptx}");
}

/// The source with a syntax error on line 3 (counting from 1).
const BROKEN: &str = "extern \"C\" __global__ void broken(float *x) {\n    x[0] = 1.0f;\n    x[1] = oops_undeclared;\n}\n";
const BROKEN_LINE: usize = 3;

#[test]
fn syntax_error_log_names_the_line() {
    nvrtc!();
    let err = compile_ptx(BROKEN).expect_err("the source does not compile");
    let CompileError::CompileError {
        nvrtc,
        log,
        options,
    } = &err
    else {
        panic!("expected CompileError::CompileError, got {err:?}");
    };
    assert_eq!(
        *nvrtc,
        NvrtcError::new(nvrtcResult::NVRTC_ERROR_COMPILATION)
    );
    assert!(options.is_empty(), "{options:?}");
    let log = log.to_string_lossy();
    let at = format!("default_program({BROKEN_LINE}): error");
    assert!(
        log.contains(&at),
        "log does not name line {BROKEN_LINE}:\n{log}"
    );
    assert!(log.contains("oops_undeclared"), "{log}");
    assert_eq!(err.log().as_deref(), Some(&*log));
    // Display shows the log.
    let shown = err.to_string();
    assert!(shown.contains(&at), "{shown}");
    assert!(shown.contains("NVRTC_ERROR_COMPILATION"), "{shown}");
}

#[test]
fn syntax_error_log_uses_the_program_name() {
    nvrtc!();
    let err = compile_ptx_named(BROKEN, "my_kernel.cu", CompileOptions::default())
        .expect_err("the source does not compile");
    let CompileError::CompileError { log, .. } = &err else {
        panic!("expected CompileError::CompileError, got {err:?}");
    };
    let log = log.to_string_lossy();
    let at = format!("my_kernel.cu({BROKEN_LINE}): error");
    assert!(log.contains(&at), "{log}");
    assert!(!log.contains("default_program"), "{log}");
    assert!(err.to_string().contains(&at), "{err}");
}

#[test]
fn failed_compile_shows_its_options() {
    nvrtc!();
    let opts = CompileOptions {
        arch: Some("sm_90"),
        ..Default::default()
    };
    let err = compile_ptx_with_opts(BROKEN, opts).expect_err("the source does not compile");
    let CompileError::CompileError { options, .. } = &err else {
        panic!("expected CompileError::CompileError, got {err:?}");
    };
    assert_eq!(options, &["--gpu-architecture=sm_90"]);
    assert!(
        err.to_string().contains("--gpu-architecture=sm_90"),
        "{err}"
    );
}

#[test]
fn failed_compiles_are_not_cached() {
    nvrtc!();
    let src = format!("{}{BROKEN}", unique("failed_compiles_are_not_cached"));
    let before = cache::stats_this_thread();
    for _ in 0..2 {
        assert!(matches!(
            compile_ptx(&src),
            Err(CompileError::CompileError { .. })
        ));
    }
    let after = cache::stats_this_thread();
    assert_eq!(after.compiles - before.compiles, 2);
    assert_eq!(after.hits, before.hits);
}

#[test]
fn unknown_option_is_a_compile_error() {
    nvrtc!();
    let opts = CompileOptions {
        options: vec!["--no-such-flag".into()],
        ..Default::default()
    };
    let err = compile_ptx_with_opts(ADD_ONE, opts).expect_err("NVRTC rejects the flag");
    let CompileError::CompileError { nvrtc, .. } = &err else {
        panic!("expected CompileError::CompileError, got {err:?}");
    };
    assert_eq!(
        *nvrtc,
        NvrtcError::new(nvrtcResult::NVRTC_ERROR_INVALID_OPTION)
    );
    // The message names the option (a row of the bad-input catalogue).
    let shown = err.to_string();
    println!("{shown}");
    assert!(shown.contains("NVRTC_ERROR_INVALID_OPTION"), "{shown}");
    assert!(shown.contains("--no-such-flag"), "{shown}");
}

#[test]
fn missing_include_names_the_header() {
    nvrtc!();
    let src = format!("#include \"no_such_header.h\"\n{ADD_ONE}");
    let err = compile_ptx(&src).expect_err("the header does not exist");
    let CompileError::CompileError { nvrtc, log, .. } = &err else {
        panic!("expected CompileError::CompileError, got {err:?}");
    };
    assert_eq!(
        *nvrtc,
        NvrtcError::new(nvrtcResult::NVRTC_ERROR_COMPILATION)
    );
    let log = log.to_string_lossy();
    println!("{log}");
    assert!(log.contains("default_program(1)"), "names the line: {log}");
    assert!(
        log.contains("\"no_such_header.h\""),
        "names the header: {log}"
    );
    assert!(err.to_string().contains("no_such_header.h"), "{err}");
}

#[test]
fn second_compile_is_a_cache_hit() {
    nvrtc!();
    cache::set_disk_dir(None);
    let src = format!("{}{ADD_ONE}", unique("second_compile_is_a_cache_hit"));
    let s0 = cache::stats_this_thread();
    let first = ptx_of(compile_ptx(&src));
    let s1 = cache::stats_this_thread();
    assert_eq!(
        (s1.compiles - s0.compiles, s1.hits - s0.hits),
        (1, 0),
        "first compile"
    );
    let second = ptx_of(compile_ptx(&src));
    let s2 = cache::stats_this_thread();
    assert_eq!(
        (s2.compiles - s1.compiles, s2.hits - s1.hits),
        (0, 1),
        "second compile"
    );
    assert_eq!(first, second);
    // The process-wide counters moved at least as much.
    assert!(cache::stats().hits >= 1 && cache::stats().compiles >= 1);

    // Other options, or another program name, compile again.
    let opts = CompileOptions {
        fmad: Some(false),
        ..Default::default()
    };
    ptx_of(compile_ptx_with_opts(&src, opts.clone()));
    let s3 = cache::stats_this_thread();
    assert_eq!(
        (s3.compiles - s2.compiles, s3.hits - s2.hits),
        (1, 0),
        "other options"
    );
    ptx_of(compile_ptx_with_opts(&src, opts));
    let s4 = cache::stats_this_thread();
    assert_eq!(
        (s4.compiles - s3.compiles, s4.hits - s3.hits),
        (0, 1),
        "other options again"
    );
    ptx_of(compile_ptx_named(
        &src,
        "named.cu",
        CompileOptions::default(),
    ));
    let s5 = cache::stats_this_thread();
    assert_eq!(
        (s5.compiles - s4.compiles, s5.hits - s4.hits),
        (1, 0),
        "another name"
    );
}

#[test]
fn cache_hits_are_per_thread_in_stats_this_thread() {
    nvrtc!();
    cache::set_disk_dir(None);
    let src = format!("{}{ADD_ONE}", unique("cache_hits_are_per_thread"));
    let before = cache::stats_this_thread();
    let here = ptx_of(compile_ptx(&src));
    let there = std::thread::spawn({
        let src = src.clone();
        move || {
            let s0 = cache::stats_this_thread();
            let ptx = ptx_of(compile_ptx(&src));
            let s1 = cache::stats_this_thread();
            assert_eq!(
                (s1.compiles - s0.compiles, s1.hits - s0.hits),
                (0, 1),
                "the other thread hits"
            );
            ptx
        }
    })
    .join()
    .unwrap();
    assert_eq!(here, there);
    let after = cache::stats_this_thread();
    assert_eq!(
        (after.compiles - before.compiles, after.hits - before.hits),
        (1, 0),
        "this thread"
    );
}

#[test]
fn interior_nul_in_source_is_an_error() {
    nvrtc!();
    let err =
        compile_ptx("extern \"C\" __global__ void k() {}\0 trailing").expect_err("NUL in source");
    match &err {
        CompileError::CreationError(e) => {
            assert_eq!(*e, NvrtcError::new(nvrtcResult::NVRTC_ERROR_INVALID_INPUT));
            assert!(e.load_error().is_none());
        }
        other => panic!("expected CreationError, got {other:?}"),
    }
    assert!(
        err.to_string().contains("NVRTC_ERROR_INVALID_INPUT"),
        "{err}"
    );
}

#[test]
fn interior_nul_in_name_or_option_is_an_error() {
    nvrtc!();
    assert!(matches!(
        compile_ptx_named(ADD_ONE, "a\0b.cu", CompileOptions::default()),
        Err(CompileError::CreationError(_))
    ));
    let opt = CompileOptions {
        options: vec!["-DX=1\0".into()],
        ..Default::default()
    };
    match compile_ptx_with_opts(ADD_ONE, opt) {
        Err(CompileError::CompileError { nvrtc, .. }) => {
            assert_eq!(
                nvrtc,
                NvrtcError::new(nvrtcResult::NVRTC_ERROR_INVALID_OPTION)
            );
        }
        other => panic!("expected an invalid option, got {other:?}"),
    }
}

#[test]
fn ptx_from_missing_file_names_the_path() {
    nvrtc!();
    let path = std::env::temp_dir().join(format!(
        "cuda-driver-no-such-file-{}.ptx",
        std::process::id()
    ));
    let ptx = Ptx::from_file(&path);
    let err = ptx.try_to_src().expect_err("the file does not exist");
    assert_eq!(err.kind(), std::io::ErrorKind::NotFound);
    assert!(
        err.to_string().contains(&path.display().to_string()),
        "{err}"
    );
    assert_eq!(ptx.to_src(), "");
}

#[test]
fn ptx_from_file_and_from_src() {
    nvrtc!();
    let path = std::env::temp_dir().join(format!(
        "cuda-driver-ptx-from-file-{}.ptx",
        std::process::id()
    ));
    let text = ptx_of(compile_ptx(ADD_ONE));
    std::fs::write(&path, &text).unwrap();
    let read = Ptx::from_file(&path).try_to_src();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(read.unwrap(), text);
    assert_eq!(Ptx::from_src(text.clone()).to_src(), text);
    let from: Ptx = text.as_str().into();
    assert_eq!(from.to_src(), text);
    assert_eq!(Ptx::from_binary(vec![0x7f, b'E', b'L', b'F']).to_src(), "");
}

/// `(name, ptx/name.cu, ptx/name.ptx)`, embedded.
macro_rules! ptx_dir {
    ($name:literal) => {
        (
            $name,
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/", $name, ".cu")),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ptx/", $name, ".ptx")),
        )
    };
}

/// (name, .cu source, .ptx text) and the kernels it must define.
type Shipped = (
    (&'static str, &'static str, &'static str),
    &'static [&'static str],
);

/// Every kernel source the crate and its tests ship, and the kernels each must define.
const SHIPPED: &[Shipped] = &[
    (ptx_dir!("sin"), &["sin_kernel"]),
    (
        ptx_dir!("basic"),
        &[
            "empty",
            "three_args",
            "fill_iota",
            "add_one",
            "axpy",
            "scale_u8",
            "params_mixed",
        ],
    ),
    (ptx_dir!("faults"), &["write_null", "trap"]),
    (
        ptx_dir!("spin"),
        &["spin", "check_flag", "slow_fill", "slow_copy", "add_all"],
    ),
    (ptx_dir!("structs"), &["particle_step", "by_value"]),
    (ptx_dir!("matmul"), &["matmul"]),
    // The library's own kernel (cuBLAS's small products), embedded with include_str!.
    (
        (
            "small_gemm",
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/cublas/safe/small_gemm.cu"
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/src/cublas/safe/small_gemm.ptx"
            )),
        ),
        &["small_sgemm", "small_dgemm"],
    ),
];

/// Every ptx/*.cu compiles with NVRTC, and the checked-in .ptx beside it declares the same
/// kernels (scripts/build-ptx.py regenerates them). Embedded, as users embed them, so the test
/// binary also runs where the source tree is elsewhere (the GPU machine).
#[test]
fn shipped_kernels_compile_and_match_their_ptx() {
    nvrtc!();
    let expected = SHIPPED;
    let version = cuda_driver::nvrtc::result::version().unwrap();
    for ((file, cu, shipped), kernels) in expected {
        let name = format!("{file}.cu");
        let compiled = ptx_of(compile_ptx_named(cu, &name, CompileOptions::default()));
        for k in *kernels {
            for (what, ptx) in [("compiled", &compiled[..]), ("shipped", shipped)] {
                assert!(
                    ptx.contains(&format!(".entry {k}(")),
                    "{what} {file}.ptx lacks .entry {k}"
                );
            }
        }
        assert_eq!(
            shipped.matches(".entry ").count(),
            kernels.len(),
            "{file}.ptx has other kernels"
        );
        // The shipped PTX is built with no --gpu-architecture: NVRTC 12.9's default target.
        if version == (12, 9) {
            let target = |ptx: &str| {
                ptx.lines()
                    .find(|l| l.starts_with(".target"))
                    .map(str::to_owned)
            };
            assert_eq!(target(shipped), target(&compiled), "{file}.ptx");
        }
    }
}
