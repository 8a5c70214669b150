//! NVRTC on a real device: the math options (`ftz`, `fmad`, `prec_div`, `prec_sqrt`), headers read
//! again after an edit in every form of include, NUL bytes and huge or conflicting options, and the
//! disk cache (a folder that cannot exist, damaged files, sixteen threads compiling one source).
//! The disk cache's folder is read once per process: those tests run in a child process.

use crate::kernels::random_f32;
use crate::launch::{TempDir, unique};
use crate::support::child;
use cuda_driver::driver::{CudaDevice, CudaFunction, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::{
    CompileOptions, Ptx, cache, compile_ptx, compile_ptx_named, compile_ptx_with_opts,
};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Barrier};

/// Compiles `src` with `opts`, loads it as `module` and returns its kernel `name`, with the
/// PTX text.
fn nvrtc_kernel(
    dev: &Arc<CudaDevice>,
    src: &str,
    opts: CompileOptions,
    module: &str,
    name: &'static str,
) -> (CudaFunction, String) {
    let shown = format!("{opts:?}");
    let ptx = compile_ptx_with_opts(src, opts).unwrap_or_else(|e| panic!("{shown}: {e}"));
    let text = ptx.to_src();
    dev.load_ptx(ptx, module, &[name])
        .unwrap_or_else(|e| panic!("{shown}: {e}"));
    (dev.get_func(module, name).unwrap(), text)
}

/// `f(const float *x, float *y, unsigned n)` over `x`, one thread per element.
fn run_unary(dev: &Arc<CudaDevice>, f: &CudaFunction, x: &[f32]) -> Vec<f32> {
    let n = x.len();
    let dx = dev.htod_sync_copy(x).unwrap();
    let mut dy = dev.alloc_zeros::<f32>(n).unwrap();
    // SAFETY: the kernels of these tests take (const float*, float*, unsigned) and touch the
    // first n elements only.
    unsafe {
        f.launch(
            LaunchConfig::for_num_elems(n as u32),
            (&dx, &mut dy, n as u32),
        )
    }
    .unwrap();
    dev.dtoh_sync_copy(&dy).unwrap()
}

/// Fails naming the first element of `got` whose bits differ from `want`'s.
#[track_caller]
fn assert_bits(got: &[f32], want: &[f32], x: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}");
    let bad = got
        .iter()
        .zip(want)
        .filter(|(g, w)| g.to_bits() != w.to_bits())
        .count();
    if let Some(i) = (0..got.len()).find(|&i| got[i].to_bits() != want[i].to_bits()) {
        panic!(
            "{what}: {bad} of {} differ; first at {i}: input {:e} gave {:e}, not {:e}",
            got.len(),
            x[i],
            got[i],
            want[i]
        );
    }
}

/// Denormals, the values around the smallest normal, and ordinary values.
fn denormal_inputs() -> Vec<f32> {
    let mut x = vec![
        f32::from_bits(1),
        f32::from_bits(0x0010_0000),
        f32::from_bits(0x007f_ffff),
        -f32::from_bits(0x0000_1234),
        f32::MIN_POSITIVE,
        -f32::MIN_POSITIVE,
        f32::MIN_POSITIVE * 2.0,
        f32::MIN_POSITIVE * 1.5,
        0.0,
        1.0,
        -3.5,
    ];
    x.extend(random_f32(1000, 19));
    x.extend(random_f32(1000, 20).iter().map(|v| v * 1e-37));
    x
}

/// nvrtc/safe/mod.rs `CompileOptions`: "`ftz`: flush denormal floats to zero" and
/// "`use_fast_math`" (which implies it); without them (`None`, `Some(false)`) denormals are
/// kept. `y = x * 0.5` over denormals and values around the smallest normal, bit for bit.
#[test]
fn ftz_and_fast_math_flush_denormals_and_the_default_keeps_them() {
    let dev = gpu!();
    crate::nvrtc!();
    let src = r#"extern "C" __global__ void half(const float *x, float *y, unsigned n) {
        unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
        if (i < n) y[i] = x[i] * 0.5f;
    }"#;
    let x = denormal_inputs();
    let kept: Vec<f32> = x.iter().map(|v| v * 0.5).collect();
    let flush = |v: f32| {
        if v.is_subnormal() {
            0.0f32.copysign(v)
        } else {
            v
        }
    };
    let flushed: Vec<f32> = x.iter().map(|&v| flush(flush(v) * 0.5)).collect();
    let cases = [
        ("default", CompileOptions::default(), &kept),
        (
            "ftz false",
            CompileOptions {
                ftz: Some(false),
                ..Default::default()
            },
            &kept,
        ),
        (
            "ftz true",
            CompileOptions {
                ftz: Some(true),
                ..Default::default()
            },
            &flushed,
        ),
        (
            "fast math",
            CompileOptions {
                use_fast_math: Some(true),
                ..Default::default()
            },
            &flushed,
        ),
    ];
    for (i, (what, opts, want)) in cases.into_iter().enumerate() {
        let (f, _) = nvrtc_kernel(&dev, src, opts, &format!("ftz{i}"), "half");
        assert_bits(&run_unary(&dev, &f, &x), want, &x, what);
    }
}

/// nvrtc/safe/mod.rs `CompileOptions`: "`fmad`: contract multiplies and adds into fused
/// multiply-adds". `y = a * b + c` with `Some(false)` rounds the product first, with
/// `Some(true)` it is one fused multiply-add, bit for bit (inputs include values where the two
/// differ).
#[test]
fn fmad_false_keeps_multiply_and_add_apart_and_true_fuses_them() {
    let dev = gpu!();
    crate::nvrtc!();
    let src = r#"extern "C" __global__ void mad(const float *a, const float *b, const float *c,
                                               float *y, unsigned n) {
        unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
        if (i < n) y[i] = a[i] * b[i] + c[i];
    }"#;
    let e = f32::powi(2.0, -12);
    let (mut a, mut b, mut c) = (vec![1.0 + e], vec![1.0 + e], vec![-(1.0 + 2.0 * e)]);
    a.extend(random_f32(2000, 21));
    b.extend(random_f32(2000, 22));
    c.extend(random_f32(2000, 23));
    let n = a.len();
    let separate: Vec<f32> = (0..n).map(|i| a[i] * b[i] + c[i]).collect();
    let fused: Vec<f32> = (0..n).map(|i| a[i].mul_add(b[i], c[i])).collect();
    assert_ne!(
        separate[0], fused[0],
        "precondition: the first inputs tell them apart"
    );
    let (da, db, dc) = (
        dev.htod_sync_copy(&a).unwrap(),
        dev.htod_sync_copy(&b).unwrap(),
        dev.htod_sync_copy(&c).unwrap(),
    );
    for (i, (fmad, want)) in [(false, &separate), (true, &fused)].into_iter().enumerate() {
        let opts = CompileOptions {
            fmad: Some(fmad),
            ..Default::default()
        };
        let (f, ptx) = nvrtc_kernel(&dev, src, opts, &format!("fmad{i}"), "mad");
        assert_eq!(
            ptx.contains("fma.rn.f32"),
            fmad,
            "fmad {fmad}: the PTX:\n{ptx}"
        );
        let mut y = dev.alloc_zeros::<f32>(n).unwrap();
        // SAFETY: mad(const float* x 3, float*, unsigned) touches the first n elements.
        unsafe {
            f.launch(
                LaunchConfig::for_num_elems(n as u32),
                (&da, &db, &dc, &mut y, n as u32),
            )
        }
        .unwrap();
        assert_bits(
            &dev.dtoh_sync_copy(&y).unwrap(),
            want,
            &a,
            &format!("fmad {fmad}"),
        );
    }
}

/// nvrtc/safe/mod.rs `CompileOptions`: "`prec_div`: IEEE-rounded division and reciprocals" and
/// "`prec_sqrt`: IEEE-rounded square roots": with both `Some(true)`, `x / d` and `sqrt(x)` are
/// the correctly rounded values, bit for bit.
#[test]
fn prec_div_and_prec_sqrt_give_ieee_rounded_results() {
    let dev = gpu!();
    crate::nvrtc!();
    let src = r#"extern "C" __global__ void divsqrt(const float *x, const float *d, float *q,
                                                   float *r, unsigned n) {
        unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
        if (i < n) { q[i] = x[i] / d[i]; r[i] = sqrtf(x[i]); }
    }"#;
    let opts = CompileOptions {
        prec_div: Some(true),
        prec_sqrt: Some(true),
        ..Default::default()
    };
    let (f, _) = nvrtc_kernel(&dev, src, opts, "prec", "divsqrt");
    let n = 4096;
    let x: Vec<f32> = random_f32(n, 24)
        .iter()
        .enumerate()
        .map(|(i, v)| (v + 1.0) * 10f32.powi(i as i32 % 9 - 4) + 1e-6)
        .collect();
    let d: Vec<f32> = random_f32(n, 25)
        .iter()
        .map(|&v| if v.abs() < 1e-3 { 3.0 } else { v * 77.0 })
        .collect();
    let (dx, dd) = (
        dev.htod_sync_copy(&x).unwrap(),
        dev.htod_sync_copy(&d).unwrap(),
    );
    let (mut q, mut r) = (
        dev.alloc_zeros::<f32>(n).unwrap(),
        dev.alloc_zeros::<f32>(n).unwrap(),
    );
    // SAFETY: divsqrt(const float* x 2, float* x 2, unsigned) touches the first n elements.
    unsafe {
        f.launch(
            LaunchConfig::for_num_elems(n as u32),
            (&dx, &dd, &mut q, &mut r, n as u32),
        )
    }
    .unwrap();
    let want_q: Vec<f32> = (0..n).map(|i| x[i] / d[i]).collect();
    let want_r: Vec<f32> = x.iter().map(|v| v.sqrt()).collect();
    assert_bits(&dev.dtoh_sync_copy(&q).unwrap(), &want_q, &x, "x / d");
    assert_bits(&dev.dtoh_sync_copy(&r).unwrap(), &want_r, &x, "sqrt(x)");
}

/// A fresh folder under the system's temporary folder, removed when dropped.
struct ScratchDir(std::path::PathBuf);

impl ScratchDir {
    fn new(what: &str) -> ScratchDir {
        let p = std::env::temp_dir().join(format!(
            "cuda-driver-claims-launch-{what}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        ScratchDir(p)
    }
}

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// nvrtc/safe/mod.rs `compile_ptx_with_opts`: "Compiles CUDA C++ source to PTX with these
/// options" and `include_paths`: "`--include-path` for each entry". A kernel that includes a
/// header from an include path scales by the header's constant; the header is changed and the
/// same source compiled again: the new kernel must use the new constant. (The compile cache is
/// keyed by the source, the options and the NVRTC version, not by what the source includes, so
/// the second compile hands back the first PTX; with `CUDA_DRIVER_NVRTC_CACHE_DIR` the stale
/// PTX outlives the process too.)
#[test]
fn a_changed_header_is_compiled_again() {
    let dev = gpu!();
    crate::nvrtc!();
    let dir = ScratchDir::new("include");
    let header = dir.0.join("nvrtc_scale.h");
    let src = r#"#include "nvrtc_scale.h"
extern "C" __global__ void scale(const float *x, float *y, unsigned n) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = x[i] * SCALE;
}"#;
    let opts = CompileOptions {
        include_paths: vec![dir.0.display().to_string()],
        ..Default::default()
    };
    let x = random_f32(1000, 27);
    for (i, scale) in [3.0f32, 5.0].into_iter().enumerate() {
        std::fs::write(&header, format!("#define SCALE {scale:.1}f\n")).unwrap();
        let (f, _) = nvrtc_kernel(&dev, src, opts.clone(), &format!("scale{i}"), "scale");
        let want: Vec<f32> = x.iter().map(|v| v * scale).collect();
        assert_bits(
            &run_unary(&dev, &f, &x),
            &want,
            &x,
            &format!("compiled with SCALE {scale} in the header"),
        );
    }
}

/// A kernel that stores `VALUE` (a macro its header defines) through its pointer.
const STORES_VALUE: &str = "extern \"C\" __global__ void k(int *x) { *x = VALUE; }\n";

/// A small kernel for the cache's tests.
const ADD_ONE: &str = "extern \"C\" __global__ void add_one(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += 1.0f;
}
";

/// Compiles `src` with `opts` twice, rewriting `header` (which the compile reads) from
/// `VALUE 11111` to `VALUE 22222` between the two; `None` if NVRTC refused the first compile
/// (this way of reading a header does not exist), else whether the second compile saw the edit.
fn sees_header_edit(src: &str, opts: &CompileOptions, header: &Path) -> Option<bool> {
    std::fs::write(header, "#define VALUE 11111\n").unwrap();
    let first = match compile_ptx_with_opts(src, opts.clone()) {
        Ok(p) => p.to_src(),
        Err(e) => {
            println!("NVRTC refuses this form, skipped: {e}");
            return None;
        }
    };
    assert!(first.contains("11111"), "the header was read: {first}");
    std::fs::write(header, "#define VALUE 22222\n").unwrap();
    let second = compile_ptx_with_opts(src, opts.clone()).unwrap().to_src();
    Some(second.contains("22222"))
}

/// nvrtc/safe/mod.rs, `compile_ptx_with_opts`: "A source that may read headers of yours is
/// compiled every time, as their text is not part of the key: one with an `#include "..."`, or
/// compiled with `include_paths` or an `-I`/`--include-path` option." NVRTC also reads a header
/// of the caller's for `--pre-include=<file>` (`-include`), which `reads_own_headers` does not
/// look for. The test: compile with the option naming a header, edit the header, compile
/// again. Sound: the second PTX has the edited value. A hole: the cache answers with PTX built
/// from the old header (stale code, silently).
#[test]
fn a_header_named_by_pre_include_is_read_again_after_an_edit() {
    crate::nvrtc!();
    let dir = TempDir::new("pre-include");
    let header = dir.0.join("value.h");
    let h = header.display();
    let mut stale = Vec::new();
    let mut ran = 0;
    for options in [
        vec![format!("--pre-include={h}")],
        vec!["-include".to_string(), h.to_string()],
    ] {
        let src = format!("// {}\n{STORES_VALUE}", unique("pre-include"));
        let opts = CompileOptions {
            options: options.clone(),
            ..Default::default()
        };
        match sees_header_edit(&src, &opts, &header) {
            None => {}
            Some(seen) => {
                ran += 1;
                if !seen {
                    stale.push(options);
                }
            }
        }
    }
    assert!(ran > 0, "NVRTC took no form of --pre-include");
    assert!(
        stale.is_empty(),
        "the cache served PTX built from an edited header for options {stale:?}"
    );
}

/// nvrtc/safe/mod.rs, `compile_ptx_with_opts` (as above): "A source that may read headers of
/// yours is compiled every time ... one with an `#include "..."`". `reads_own_headers` looks
/// for a line that starts with `#`, then `include`, then holds a `"`. The C preprocessor also
/// reads a header of the caller's for `#include </abs/path.h>`, for an include whose name comes
/// from a macro, after a comment before the `#`, across a line splice (`#\` newline `include`)
/// and with the digraph `%:`. Each form compiles, the header is edited, each compiles again.
/// Sound: every second compile sees the edit. A hole: the cache answers with stale PTX for the
/// forms it lists.
#[test]
fn every_form_of_include_reads_an_edited_header_again() {
    crate::nvrtc!();
    let dir = TempDir::new("include-forms");
    let header = dir.0.join("value.h");
    let h = header.display();
    let forms = [
        ("angle brackets", format!("#include <{h}>")),
        (
            "a macro",
            format!("#define VALUE_HEADER \"{h}\"\n#include VALUE_HEADER"),
        ),
        ("a comment first", format!("/* first */ #include \"{h}\"")),
        ("a line splice", format!("#\\\ninclude \"{h}\"")),
        ("a digraph", format!("%:include \"{h}\"")),
    ];
    let mut stale = Vec::new();
    let mut ran = 0;
    for (what, include) in forms {
        let src = format!("// {}\n{include}\n{STORES_VALUE}", unique("include"));
        match sees_header_edit(&src, &CompileOptions::default(), &header) {
            None => println!("(form: {what})"),
            Some(seen) => {
                ran += 1;
                if !seen {
                    stale.push(what);
                }
            }
        }
    }
    assert!(ran >= 3, "NVRTC took only {ran} of the forms");
    // The control: the form the crate looks for is compiled again.
    let src = format!("// {}\n#include \"{h}\"\n{STORES_VALUE}", unique("include"));
    let control = sees_header_edit(&src, &CompileOptions::default(), &header);
    assert_eq!(control, Some(true), "#include \"...\" is not cached");
    assert!(
        stale.is_empty(),
        "the cache served PTX built from an edited header for includes by {stale:?}"
    );
}

/// The crate's rule for bad input (src/bad_input.md): an error "that names the problem";
/// nvrtc/result/mod.rs `create_program_with_name`: "A source or name with an interior NUL byte
/// gives `NVRTC_ERROR_INVALID_INPUT`". The test: a NUL byte in each string the caller gives
/// (the source, the program's name, an option, an include path, the arch). Sound: an error
/// (never a panic) whose message says there is a NUL byte and in which argument. A hole: the
/// message is the bare code, the same for the source and the name, so the caller cannot tell
/// which string is bad.
#[test]
fn a_nul_byte_error_says_which_argument_holds_it() {
    crate::nvrtc!();
    let src = "extern \"C\" __global__ void k() {}\n";
    // Each error read as it is made: an error's details are those of the latest error of its code
    // on the thread (src/error_context.rs).
    let cases: Vec<(&str, Result<Ptx, String>, &[&str])> = vec![
        (
            "source",
            compile_ptx(format!("{src}\0// after")).map_err(|e| e.to_string()),
            &["source"],
        ),
        (
            "name",
            compile_ptx_named(src, "kernels\0.cu", CompileOptions::default())
                .map_err(|e| e.to_string()),
            &["name", "kernels"],
        ),
        (
            "option",
            compile_ptx_with_opts(
                src,
                CompileOptions {
                    options: vec!["-DX=1\0".into()],
                    ..Default::default()
                },
            )
            .map_err(|e| e.to_string()),
            &["-DX=1"],
        ),
        (
            "include path",
            compile_ptx_with_opts(
                src,
                CompileOptions {
                    include_paths: vec!["/tmp/inc\0lude".into()],
                    ..Default::default()
                },
            )
            .map_err(|e| e.to_string()),
            &["/tmp/inc"],
        ),
        (
            "arch",
            compile_ptx_with_opts(
                src,
                CompileOptions {
                    arch: Some("sm_90\0"),
                    ..Default::default()
                },
            )
            .map_err(|e| e.to_string()),
            &["sm_90"],
        ),
    ];
    let mut unclear = Vec::new();
    for (what, r, parts) in cases {
        let msg = match r {
            Ok(_) => panic!("a NUL byte in the {what} compiled"),
            Err(e) => e,
        };
        println!("{what}: {msg}");
        let names_nul = msg.to_lowercase().contains("nul") || msg.contains("\\0");
        if !names_nul || !parts.iter().all(|p| msg.contains(p)) {
            unclear.push(format!("{what}: {msg:?}"));
        }
    }
    assert!(
        unclear.is_empty(),
        "errors that do not say which argument holds the NUL byte:\n{}",
        unclear.join("\n")
    );
}

/// nvrtc/safe/mod.rs, `CompileOptions`: "Further flags, passed as they are"; the crate's rule: bad
/// input gets a clear error, never a panic. The test: `maxrregcount: usize::MAX`, a 1 MiB
/// `-D` option, 20,000 options, an empty option and an empty arch, and two conflicting archs.
/// Sound: each compiles to PTX with the kernel, or fails with an error that names the option
/// (the process survives). A hole: a panic, a crash in NVRTC, or an error naming nothing.
#[test]
fn huge_empty_and_conflicting_options_compile_or_name_the_option() {
    crate::nvrtc!();
    let src = format!(
        "// {}\nextern \"C\" __global__ void k(int *x) {{ *x = 1; }}\n",
        unique("options")
    );
    let big = format!("-DBIG={}", "7".repeat(1 << 20));
    let many: Vec<String> = (0..20_000).map(|i| format!("-DM{i}={i}")).collect();
    let cases: Vec<(&str, CompileOptions, String)> = vec![
        (
            "maxrregcount usize::MAX",
            CompileOptions {
                maxrregcount: Some(usize::MAX),
                ..Default::default()
            },
            usize::MAX.to_string(),
        ),
        (
            "1 MiB option",
            CompileOptions {
                options: vec![big],
                ..Default::default()
            },
            "-DBIG=777".into(),
        ),
        (
            "20,000 options",
            CompileOptions {
                options: many,
                ..Default::default()
            },
            "-DM19999".into(),
        ),
        (
            "an empty option",
            CompileOptions {
                options: vec![String::new()],
                ..Default::default()
            },
            "\"\"".into(),
        ),
        (
            "an empty arch",
            CompileOptions {
                arch: Some(""),
                ..Default::default()
            },
            "--gpu-architecture=".into(),
        ),
        (
            "two archs",
            CompileOptions {
                arch: Some("compute_80"),
                options: vec!["--gpu-architecture=compute_90".into()],
                ..Default::default()
            },
            "compute_90".into(),
        ),
    ];
    for (what, opts, named) in cases {
        match compile_ptx_with_opts(&src, opts) {
            Ok(ptx) => {
                let text = ptx.to_src();
                assert!(text.contains(".entry k("), "{what}: PTX without k: {text}");
                println!("{what}: compiled");
            }
            Err(e) => {
                let msg = e.to_string();
                let short: String = msg.chars().take(300).collect();
                println!("{what}: {short}");
                assert!(
                    msg.contains(&named),
                    "{what}: the error names no option: {short}"
                );
            }
        }
    }
}

/// The files a disk cache folder holds.
fn cache_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    v.sort();
    v
}

/// nvrtc/safe/mod.rs, `write_disk`: "The cache is an optimisation: a folder that cannot be written
/// costs a recompile later"; `cache::DISK_CACHE_VAR` names the folder. The test (a child
/// process whose `CUDA_DRIVER_NVRTC_CACHE_DIR` is a regular file, so no folder can be made
/// there): compile twice. Sound: both compiles give the same PTX, the second from memory, and
/// the file is untouched. A hole: an error, a panic, or the file overwritten.
#[test]
fn a_cache_folder_that_cannot_exist_costs_only_the_disk_copy() {
    crate::nvrtc!();
    let dir = TempDir::new("cache-is-a-file");
    let file = dir.0.join("not-a-folder");
    std::fs::write(&file, "mine").unwrap();
    let var = file.to_str().unwrap();
    child::run_in_child_with(
        module_path!(),
        "cache_folder_is_a_file_child",
        &[(cache::DISK_CACHE_VAR, var)],
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine");
}

#[test]
#[ignore = "run in a process of its own by its parent test"]
fn cache_folder_is_a_file_child() {
    if !child::in_child(module_path!(), "cache_folder_is_a_file_child") {
        return;
    }
    crate::nvrtc!();
    let src = format!("// {}\n{}", unique("unusable"), ADD_ONE);
    let s0 = cache::stats_this_thread();
    let first = compile_ptx(&src).expect("an unusable cache folder is no error");
    let second = compile_ptx(&src).expect("an unusable cache folder is no error");
    let s1 = cache::stats_this_thread();
    assert_eq!(first.to_src(), second.to_src());
    assert_eq!((s1.compiles - s0.compiles, s1.hits - s0.hits), (1, 1));
}

/// tests/nvrtc_disk_cache.rs: "A damaged file is a miss (and is rewritten), never wrong PTX";
/// nvrtc/safe/mod.rs, `header`: "The file's first part repeats the whole key, so a hash collision
/// is a miss, not wrong PTX." Only the key is checked: the PTX after it is taken as it is. The
/// test (a child process with a cache folder): compile a kernel storing 11111, damage the
/// PTX part of its file (11111 made 99999; then the PTX cut to nothing but its NUL), forget
/// memory, compile again. Sound: each damaged file is a miss, the PTX stores 11111. A hole: the
/// compile answers with the damaged PTX (another constant, or an empty module).
#[test]
fn a_cache_file_whose_ptx_was_damaged_is_never_served() {
    crate::nvrtc!();
    let dir = TempDir::new("damaged");
    let var = dir.0.to_str().unwrap();
    child::run_in_child_with(
        module_path!(),
        "damaged_cache_file_child",
        &[(cache::DISK_CACHE_VAR, var)],
    );
}

#[test]
#[ignore = "run in a process of its own by its parent test"]
fn damaged_cache_file_child() {
    if !child::in_child(module_path!(), "damaged_cache_file_child") {
        return;
    }
    crate::nvrtc!();
    let dir = PathBuf::from(std::env::var_os(cache::DISK_CACHE_VAR).unwrap());
    let src = format!(
        "// {}\nextern \"C\" __global__ void k(int *x) {{ *x = 11111; }}\n",
        unique("damaged")
    );
    let good = compile_ptx(&src).unwrap().to_src();
    assert!(good.contains("11111"), "{good}");
    let files = cache_files(&dir);
    assert_eq!(files.len(), 1, "one cache file: {files:?}");
    let bytes = std::fs::read(&files[0]).unwrap();
    // The PTX starts after the source's NUL (the key's end).
    let key_end = bytes.iter().position(|&b| b == 0).unwrap() + 1;
    let mut altered = bytes.clone();
    let ptx_part = &mut altered[key_end..];
    let at = ptx_part.windows(5).position(|w| w == b"11111").unwrap();
    ptx_part[at..at + 5].copy_from_slice(b"99999");
    let mut emptied = bytes[..key_end].to_vec();
    emptied.push(0);
    let mut served = Vec::new();
    for (what, damaged) in [("a constant changed", altered), ("the PTX cut", emptied)] {
        std::fs::write(&files[0], &damaged).unwrap();
        cache::clear();
        let again = compile_ptx(&src).unwrap().to_src();
        if again != good {
            let (n, altered) = (again.len(), again.contains("99999"));
            served.push(format!(
                "{what}: {n} bytes of PTX, storing 99999: {altered}"
            ));
        }
    }
    assert!(
        served.is_empty(),
        "damaged cache files were served as PTX:\n{}",
        served.join("\n")
    );
}

/// nvrtc/safe/mod.rs, `compile_ptx_with_opts`: results "are cached ... Set
/// `CUDA_DRIVER_NVRTC_CACHE_DIR` ... to keep them on disk too"; `write_disk` writes a temporary
/// file named after the process (not the thread) and renames it. The test (a child process
/// with a cache folder): 16 threads compile one new source at once, all writing the same
/// temporary file. Sound: every thread gets the same PTX, the folder ends with one cache file
/// and no temporary one, and after memory is forgotten that file answers with the same PTX. A
/// hole: an error, different PTX, a leftover or a damaged file (a miss afterwards).
#[test]
fn sixteen_threads_compiling_one_source_leave_one_good_cache_file() {
    crate::nvrtc!();
    let dir = TempDir::new("threads");
    let var = dir.0.to_str().unwrap();
    child::run_in_child_with(
        module_path!(),
        "concurrent_compiles_child",
        &[(cache::DISK_CACHE_VAR, var)],
    );
}

#[test]
#[ignore = "run in a process of its own by its parent test"]
fn concurrent_compiles_child() {
    if !child::in_child(module_path!(), "concurrent_compiles_child") {
        return;
    }
    crate::nvrtc!();
    let dir = PathBuf::from(std::env::var_os(cache::DISK_CACHE_VAR).unwrap());
    let src = format!("// {}\n{}", unique("threads"), ADD_ONE);
    let start = Arc::new(Barrier::new(16));
    let ptxs: Vec<String> = (0..16)
        .map(|_| {
            let (src, start) = (src.clone(), start.clone());
            std::thread::spawn(move || {
                start.wait();
                compile_ptx(&src).unwrap().to_src()
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|t| t.join().unwrap())
        .collect();
    assert!(ptxs.iter().all(|p| *p == ptxs[0]), "threads got other PTX");
    let files = cache_files(&dir);
    assert_eq!(files.len(), 1, "one file, no temporary ones: {files:?}");
    cache::clear();
    let s0 = cache::stats_this_thread();
    let again = compile_ptx(&src).unwrap().to_src();
    let s1 = cache::stats_this_thread();
    assert_eq!(
        (s1.compiles - s0.compiles, s1.hits - s0.hits),
        (0, 1),
        "disk hit"
    );
    assert_eq!(again, ptxs[0]);
}
