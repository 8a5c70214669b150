//! A sixth review's attacks on NVRTC and modules: the compile cache's key (headers it does not
//! see), its disk copy (altered files, an unusable folder, many threads at once), NUL bytes and
//! huge options, and `load_ptx`'s reading of PTX text (a kernel compiled out by the PTX
//! preprocessor, a PTX of many comment lines), unreadable files, odd kernel names and module
//! replacement while other threads launch.
//!
//! The disk cache's folder is read once per process, from `CUDA_DRIVER_NVRTC_CACHE_DIR`: those
//! attacks run in a child process with the variable set (`child::run_in_child_with`), so this
//! binary's other compiles never see the folder.

use crate::attack::ONE;
use crate::support::child;
use cuda_driver::driver::sys::CUdevice_attribute;
use cuda_driver::driver::{CudaDevice, CudaSlice, LaunchAsync};
use cuda_driver::nvrtc::{
    CompileOptions, Ptx, cache, compile_ptx, compile_ptx_named, compile_ptx_with_opts,
};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};

/// A tag unique to this process and call: sources, folders and module names made with it are
/// in no cache and no other test's hands.
fn unique(tag: &str) -> String {
    static N: AtomicUsize = AtomicUsize::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let n = N.fetch_add(1, Ordering::Relaxed);
    format!("{tag}-{}-{nanos}-{n}", std::process::id())
}

/// A folder under the temporary directory, removed when dropped (even when an assertion fails).
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("cuda-driver-review-nvrtc-{}", unique(tag)));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A kernel that stores `VALUE` (a macro its header defines) through its pointer.
const STORES_VALUE: &str = "extern \"C\" __global__ void k(int *x) { *x = VALUE; }\n";

/// A small kernel for the cache's attacks.
const ADD_ONE: &str = "extern \"C\" __global__ void add_one(float *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += 1.0f;
}
";

/// PTX by hand: kernel `name(u32 *out)` stores `value` at `out[0]`.
fn ptx_storing(name: &str, value: u32) -> String {
    format!(
        ".version 7.0\n.target sm_52\n.address_size 64\n{}",
        entry_storing(name, value)
    )
}

fn entry_storing(name: &str, value: u32) -> String {
    format!(
        ".visible .entry {name}(.param .u64 p)\n{{\n.reg .b64 %rd<3>;\n.reg .b32 %r<2>;\n\
         ld.param.u64 %rd1, [p];\ncvta.to.global.u64 %rd2, %rd1;\nmov.u32 %r1, {value};\n\
         st.global.u32 [%rd2], %r1;\nret;\n}}\n"
    )
}

/// Launches `module`'s kernel `k` on one thread and returns what it stored.
fn run_k(dev: &Arc<CudaDevice>, module: &str) -> u32 {
    let f = dev
        .get_func(module, "k")
        .unwrap_or_else(|| panic!("module {module:?} has k"));
    let mut out: CudaSlice<u32> = dev.alloc_zeros(1).unwrap();
    // SAFETY: k(u32 *out) writes out[0] only; `out` holds one u32.
    unsafe { f.launch(ONE, (&mut out,)) }.unwrap();
    dev.dtoh_sync_copy(&out).unwrap()[0]
}

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

/// nvrtc/safe.rs, `compile_ptx_with_opts`: "A source that may read headers of yours is
/// compiled every time, as their text is not part of the key: one with an `#include "..."`, or
/// compiled with `include_paths` or an `-I`/`--include-path` option." NVRTC also reads a header
/// of the caller's for `--pre-include=<file>` (`-include`), which `reads_own_headers` does not
/// look for. The attack: compile with the option naming a header, edit the header, compile
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

/// nvrtc/safe.rs, `compile_ptx_with_opts` (as above): "A source that may read headers of
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
/// nvrtc/result.rs `create_program_with_name`: "A source or name with an interior NUL byte
/// gives `NVRTC_ERROR_INVALID_INPUT`". The attack: a NUL byte in each string the caller gives
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

/// nvrtc/safe.rs, `CompileOptions`: "Further flags, passed as they are"; the crate's rule: bad
/// input gets a clear error, never a panic. The attack: `maxrregcount: usize::MAX`, a 1 MiB
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

/// nvrtc/safe.rs, `write_disk`: "The cache is an optimisation: a folder that cannot be written
/// costs a recompile later"; `cache::DISK_CACHE_VAR` names the folder. The attack (a child
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
/// nvrtc/safe.rs, `header`: "The file's first part repeats the whole key, so a hash collision
/// is a miss, not wrong PTX." Only the key is checked: the PTX after it is taken as it is. The
/// attack (a child process with a cache folder): compile a kernel storing 11111, damage the
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

/// nvrtc/safe.rs, `compile_ptx_with_opts`: results "are cached ... Set
/// `CUDA_DRIVER_NVRTC_CACHE_DIR` ... to keep them on disk too"; `write_disk` writes a temporary
/// file named after the process (not the thread) and renames it. The attack (a child process
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

/// driver/safe/function.rs, `load_ptx`: "Kernels are loaded lazily ... a name found in PTX text
/// is not asked of the driver now"; `ptx_has_entry` strips comments with `without_comments`,
/// which looks for the next `/*` in the whole rest of the text once per `//` comment: time
/// quadratic in the comment lines (80,000 lines of 13 bytes took 15 s per kernel name in a
/// copy of it). The attack (in a child, whose watchdog ends it after 60 s): a kernel followed
/// by 400,000 comment lines (5 MiB), loaded asking for the kernel. Sound: it loads in well
/// under a second (linear), and the kernel runs. A hole: the child is still loading at 60 s.
#[test]
fn a_ptx_of_many_comment_lines_loads_in_linear_time() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "many_comment_lines_child");
}

#[test]
#[ignore = "run in a process of its own by its parent test"]
fn many_comment_lines_child() {
    if !child::in_child(module_path!(), "many_comment_lines_child") {
        return;
    }
    let dev = gpu!();
    let mut ptx = ptx_storing("k", 5);
    for i in 0..400_000 {
        ptx.push_str(&format!("// c{i:08}\n"));
    }
    dev.load_ptx(Ptx::from_src(ptx), "comments", &["k"])
        .unwrap();
    assert_eq!(run_k(&dev, "comments"), 5);
}

/// driver/safe/function.rs, `load_ptx`: it "checks that it has each of `func_names`", but "a
/// name found in PTX text is not asked of the driver"; `ptx_has_entry` skips comments and
/// strings, not the PTX preprocessor's `#if 0` (the PTX ISA lists `#if`/`#endif` among the
/// directives ptxas takes). The attack: first, whether this driver's JIT takes `#if 0` at all
/// (a probe that loads only if it does); then PTX whose kernel `ghost` is inside `#if 0`,
/// loaded asking for `k` and `ghost`. Sound: an error naming `ghost`, as for any kernel the
/// module lacks. A hole: `Ok`, while `get_func("ghost")` is `None`.
#[test]
fn a_kernel_compiled_out_by_the_ptx_preprocessor_is_not_taken_for_loaded() {
    let dev = gpu!();
    let module = unique("pp");
    let probe = format!(
        "{}#if 0\nthis is no PTX at all\n#endif\n",
        ptx_storing("k", 3)
    );
    if let Err(e) = dev.load_ptx(Ptx::from_src(probe), &module, &["k"]) {
        let msg = e.to_string();
        println!("this JIT takes no #if: {msg}");
        assert!(msg.contains(&module), "the error names the module: {msg}");
        assert!(!dev.has_func(&module, "k"));
        return;
    }
    let ghost = format!(
        "{}#if 0\n{}#endif\n",
        ptx_storing("k", 4),
        entry_storing("ghost", 6)
    );
    match dev.load_ptx(Ptx::from_src(ghost), &module, &["k", "ghost"]) {
        Err(e) => {
            let msg = e.to_string();
            println!("{msg}");
            assert!(msg.contains("ghost"), "the error names the kernel: {msg}");
            assert_eq!(run_k(&dev, &module), 3, "the probe module is still loaded");
        }
        Ok(()) => panic!(
            "load_ptx accepted kernel \"ghost\", which #if 0 compiles out; get_func finds it: {}",
            dev.has_func(&module, "ghost")
        ),
    }
}

/// driver/safe/function.rs, `load_ptx`: "a file that cannot be read with
/// `CUDA_ERROR_FILE_NOT_FOUND` naming the path", a file's bad content adds "from <path>"
/// (src/bad_input.md), and a failed load leaves the module loaded under that name. The attack:
/// `Ptx::from_file` of a folder, of a path under a regular file, of a missing file with a
/// non-UTF-8 name, of a file with a NUL byte inside and of a file of garbage, each loaded over a
/// working module. Sound: each is an error whose message names the path (as `display` shows
/// it), and the old module still runs. A hole: a path not named, a panic, or the module lost.
#[test]
fn unreadable_or_bad_ptx_files_are_named_and_leave_the_module_alone() {
    use std::os::unix::ffi::OsStrExt;
    let dev = gpu!();
    let module = unique("files");
    dev.load_ptx(Ptx::from_src(ptx_storing("k", 1)), &module, &["k"])
        .unwrap();
    let dir = TempDir::new("files");
    let regular = dir.0.join("regular.ptx");
    std::fs::write(&regular, ptx_storing("k", 2)).unwrap();
    let with_nul = dir.0.join("nul.ptx");
    std::fs::write(&with_nul, format!("{}\0tail", ptx_storing("k", 2))).unwrap();
    let garbage = dir.0.join("garbage.ptx");
    std::fs::write(&garbage, "this is not PTX\n").unwrap();
    let odd_name = dir
        .0
        .join(std::ffi::OsStr::from_bytes(b"missing-\xff\xfe.ptx"));
    for path in [
        dir.0.clone(),
        regular.join("under-a-file.ptx"),
        odd_name,
        with_nul,
        garbage,
    ] {
        let e = dev
            .load_ptx(Ptx::from_file(&path), &module, &["k"])
            .expect_err("a bad file");
        let msg = e.to_string();
        println!("{msg}");
        let shown = path.display().to_string();
        assert!(msg.contains(&shown), "the error names {shown}: {msg}");
        assert!(msg.contains(&module), "the error names the module: {msg}");
        assert_eq!(run_k(&dev, &module), 1, "the module after {shown}");
    }
}

/// driver/safe/function.rs, `load_ptx`: "checks that it has each of `func_names`"; src/bad_input.md:
/// a kernel name the module lacks is `CUDA_ERROR_NOT_FOUND`, "the module is not loaded";
/// `get_func`: `None` "if there is no such module or kernel". The attack: over a working module
/// `m` (storing 1), load another (storing 2) asking for `k` and a name with a NUL byte, for `k`
/// and an empty name, and for a missing name; then `get_func`/`has_func` with those names and
/// an empty module name; then the new module asking for `k` twice. Sound: each failed load is
/// an error naming the kernel (as `{:?}` shows it) and `m` still stores 1; the lookups are
/// `None`/`false`; the last load works and `m` stores 2. A hole: a panic, a failed load that
/// replaced `m`, or a listed-twice kernel refused.
#[test]
fn odd_kernel_names_are_errors_that_leave_the_old_module_loaded() {
    let dev = gpu!();
    let module = unique("names");
    dev.load_ptx(Ptx::from_src(ptx_storing("k", 1)), &module, &["k"])
        .unwrap();
    for names in [&["k", "k\0"][..], &["k", ""], &["k", "missing"]] {
        let e = dev
            .load_ptx(Ptx::from_src(ptx_storing("k", 2)), &module, names)
            .expect_err("a kernel the module lacks");
        let msg = e.to_string();
        println!("{msg}");
        let named = format!("{:?}", names[1]);
        assert!(msg.contains(&named), "the error names {named}: {msg}");
        assert_eq!(run_k(&dev, &module), 1, "the old module after {names:?}");
    }
    for name in ["k\0", "", "missing", "k "] {
        assert!(dev.get_func(&module, name).is_none(), "get_func({name:?})");
        assert!(!dev.has_func(&module, name), "has_func({name:?})");
    }
    assert!(dev.get_func("", "k").is_none());
    dev.load_ptx(Ptx::from_src(ptx_storing("k", 2)), &module, &["k", "k"])
        .expect("a kernel listed twice");
    assert_eq!(run_k(&dev, &module), 2);
}

/// driver/safe/function.rs, `load_ptx`: "A PTX compile error carries the JIT log", and
/// "A module already loaded under that name is replaced" (only when the load works). The
/// attack: PTX for a target above the GPU's (`.target sm_100` with `.version 8.6`, or `sm_120`
/// on a newer GPU) loaded over a working module. Sound: an error naming the module with the
/// JIT's log, the old module still runs, the device still works. A hole: `Ok` (a kernel the
/// GPU cannot run), an error without the log, or the old module gone.
#[test]
fn ptx_for_a_newer_target_than_the_gpu_is_refused_with_the_jit_log() {
    let dev = gpu!();
    let cc = |a| dev.attribute(a).unwrap();
    let ours = cc(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10
        + cc(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
    let (target, version) = if ours < 100 {
        (100, "8.6")
    } else {
        (120, "8.7")
    };
    let module = unique("newer");
    dev.load_ptx(Ptx::from_src(ptx_storing("k", 1)), &module, &["k"])
        .unwrap();
    let newer = format!(
        ".version {version}\n.target sm_{target}\n.address_size 64\n{}",
        entry_storing("k", 2)
    );
    let e = dev
        .load_ptx(Ptx::from_src(newer), &module, &["k"])
        .expect_err("PTX for a newer GPU");
    let msg = e.to_string();
    println!("{msg}");
    assert!(msg.contains(&module), "the error names the module: {msg}");
    assert!(
        msg.contains("JIT log"),
        "the error carries the JIT log: {msg}"
    );
    assert_eq!(run_k(&dev, &module), 1);
    crate::kernels::assert_usable(&dev);
}

/// driver/safe/function.rs, `load_ptx`: "A module already loaded under that name is replaced
/// (functions taken from it keep working)"; driver/safe/module.rs: "replacing a module under
/// the same name never unloads code that a held function still uses". The attack: four
/// threads each take `k` of module `m` and launch it, 100 times, while this thread replaces
/// `m` 40 times with PTX storing 1 or 2. Sound: every launch works and stores 1 or 2, and
/// after the last replacement `k` stores the last value. A hole: a launch error, a crash, a
/// `None` from `get_func` mid-replacement, or another value.
#[test]
fn replacing_a_module_while_other_threads_launch_its_kernel() {
    let dev = gpu!();
    let module = unique("swap");
    dev.load_ptx(Ptx::from_src(ptx_storing("k", 1)), &module, &["k"])
        .unwrap();
    let ptxs = [ptx_storing("k", 1), ptx_storing("k", 2)];
    let start = Arc::new(Barrier::new(5));
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let (dev, module, start) = (dev.clone(), module.clone(), start.clone());
            std::thread::spawn(move || {
                start.wait();
                for i in 0..100 {
                    let v = run_k(&dev, &module);
                    assert!(v == 1 || v == 2, "launch {i} stored {v}");
                }
            })
        })
        .collect();
    start.wait();
    for i in 0..40 {
        dev.load_ptx(Ptx::from_src(ptxs[i % 2].clone()), &module, &["k"])
            .unwrap();
    }
    for t in threads {
        t.join().expect("a launching thread failed");
    }
    assert_eq!(run_k(&dev, &module), 2, "the last module's kernel");
    dev.synchronize().unwrap();
}
