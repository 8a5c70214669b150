//! Modules and kernels: `load_ptx` from text, files and NVRTC, `get_func` and `has_func` (also
//! while a drop error is kept), function attributes and occupancy, bad, unreadable and too-new
//! PTX, odd kernel names, PTX text read right (comments, the preprocessor, many lines), and modules
//! replaced while their kernels run or other threads launch or look them up.

use crate::kernels::{
    BASIC, BASIC_FNS, CFG, SIN, assert_all, assert_usable, basic, iota, load, random_f32,
};
use crate::launch::{TempDir, unique};
use crate::support::drop_errors::unregistered_behind_its_back;
use crate::support::kernels::{ONE, cycles_for_ms, spin_kernel};
use crate::support::races::live;
use crate::support::raw::PTX;
use crate::support::{child, expect_error, snapshot};
use cuda_driver::driver::sys::{CUdevice_attribute, CUfunction_attribute as FA, CUresult};
use cuda_driver::driver::{CudaDevice, CudaSlice, LaunchAsync, LaunchConfig, result};
use cuda_driver::nvrtc::{Ptx, compile_ptx};
use std::sync::{Arc, Barrier, mpsc};
use std::time::{Duration, Instant};

/// function.rs: `load_ptx` "checks that it has each of `func_names`" (and bad_input.md: "a
/// kernel name the module lacks: `CUDA_ERROR_NOT_FOUND`, the module is not loaded"). A name
/// that appears only in a comment of the PTX text is not a kernel of the module.
#[test]
fn load_ptx_refuses_a_kernel_that_is_only_named_in_a_comment() {
    let dev = gpu!();
    let ptx = format!("{PTX}\n// An old kernel, taken out:\n// .visible .entry ghost(\n");
    match dev.load_ptx(Ptx::from_src(ptx), "ghosts", &["ghost"]) {
        Err(e) => {
            let msg = e.to_string();
            assert_eq!(e.0, CUresult::CUDA_ERROR_NOT_FOUND, "{msg}");
            assert!(msg.contains("ghost") && msg.contains("ghosts"), "{msg}");
            assert!(
                !dev.has_func("ghosts", "spin_set"),
                "the module is not loaded"
            );
        }
        Ok(()) => panic!(
            "load_ptx accepted kernel \"ghost\", which is only in a comment; has_func says {}",
            dev.has_func("ghosts", "ghost")
        ),
    }
    assert_usable(&dev);
}

/// function.rs: `load_ptx`: "A module already loaded under that name is replaced (functions
/// taken from it keep working)"; module.rs: the old module is unloaded only once no kernel of
/// it can still run. The module is replaced while its slow kernel runs and no function of it
/// is held any more: the kernel finishes its work, and the new module works.
#[test]
fn replacing_a_module_while_its_kernel_runs_lets_the_kernel_finish() {
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(PTX), "victim", &["slow_add"])
        .unwrap();
    let n = 1 << 16;
    let data = random_f32(n, 71);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    let f = dev.get_func("victim", "slow_add").unwrap();
    // SAFETY: slow_add(unsigned long long, float*, size_t, float) on the n elements of x. The
    // launch takes (and drops) the only function of the module.
    unsafe { f.launch(CFG, (cycles_for_ms(&dev, 80), &mut x, n, 1.0f32)) }.unwrap();
    // SAFETY: the main stream lives as long as `dev`.
    let busy = !unsafe { result::stream::query(*dev.cu_stream()) }.unwrap();
    dev.load_ptx(Ptx::from_src(PTX), "victim", &["slow_add"])
        .unwrap();
    if !busy {
        println!("note: not live this time (the kernel had finished before the replacement)");
    }
    let again = dev.get_func("victim", "slow_add").unwrap();
    // SAFETY: as above, without the spin.
    unsafe { again.launch(CFG, (0u64, &mut x, n, 1.0f32)) }.unwrap();
    let want: Vec<f32> = data.iter().map(|v| v + 1.0 + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
    assert_usable(&dev);
}

/// ptx/NAME in the source tree, or under the current directory where the test binary runs on
/// another machine (packed by gpu-pack and run from the repository root).
fn ptx_path(name: &str) -> std::path::PathBuf {
    let built = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ptx");
    let dir = if built.is_dir() {
        built
    } else {
        std::path::PathBuf::from("ptx")
    };
    dir.join(name)
}

#[test]
fn get_func_and_has_func() {
    let dev = gpu!();
    dev.load_ptx(Ptx::from_src(BASIC), "basic", &["add_one"])
        .unwrap();
    assert!(dev.has_func("basic", "add_one"));
    let f = dev.get_func("basic", "add_one").unwrap();
    assert_eq!(f.name(), "add_one");
    assert!(!f.cu_function().is_null());
    assert!(format!("{f:?}").contains("add_one"));
    // Kernels not listed at load time are found too.
    for name in BASIC_FNS {
        assert!(dev.has_func("basic", name), "{name}");
        assert_eq!(dev.get_func("basic", name).unwrap().name(), *name);
    }
    // Unknown kernels and modules.
    assert!(dev.get_func("basic", "no_such_kernel").is_none());
    assert!(!dev.has_func("basic", "no_such_kernel"));
    assert!(dev.get_func("no_such_module", "add_one").is_none());
    assert!(!dev.has_func("no_such_module", "add_one"));
    assert!(!dev.has_func("", ""));
    assert!(dev.get_func("basic", "add\0one").is_none());
    // Modules are per device: another CudaDevice of the same GPU has none loaded.
    let other = cuda_driver::driver::CudaDevice::new(0).unwrap();
    assert!(!other.has_func("basic", "add_one"));
    // The function works.
    let mut x = dev.htod_sync_copy(&iota(100)).unwrap();
    // SAFETY: add_one(float*, size_t) within 100 elements.
    unsafe { f.launch(LaunchConfig::for_num_elems(100), (&mut x, 100usize)) }.unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&x).unwrap(),
        (1..=100).map(|i| i as f32).collect::<Vec<_>>()
    );
}

#[test]
fn missing_function_name_is_an_error() {
    let dev = gpu!();
    let e = dev
        .load_ptx(Ptx::from_src(BASIC), "partial", &["add_one", "not_there"])
        .unwrap_err();
    let msg = e.to_string();
    assert!(msg.contains("not_there"), "{msg}");
    assert!(msg.contains("partial"), "{msg}");
    assert_eq!(e.0, CUresult::CUDA_ERROR_NOT_FOUND, "{msg}");
    // The failed module is not registered.
    assert!(!dev.has_func("partial", "add_one"));
    assert_usable(&dev);
}

#[test]
fn garbage_ptx_is_an_error_and_the_device_stays_usable() {
    let dev = gpu!();
    let bad = ".version 8.0\n.target sm_52\n.address_size 64\n.visible .entry broken(\n{\n  this is not ptx;\n}\n";
    let e = dev
        .load_ptx(Ptx::from_src(bad), "bad", &["broken"])
        .unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert!(msg.contains("bad"), "names the module: {msg}");
    assert!(
        e.0 == CUresult::CUDA_ERROR_INVALID_PTX || e.0 == CUresult::CUDA_ERROR_INVALID_IMAGE,
        "{msg}"
    );
    assert!(msg.len() > 40, "a JIT log or a clear message: {msg}");
    assert!(!dev.has_func("bad", "broken"));

    let e = dev
        .load_ptx(Ptx::from_src("complete nonsense"), "bad2", &[])
        .unwrap_err();
    println!("{e}");
    // A NUL byte inside PTX text.
    let e = dev
        .load_ptx(Ptx::from_src("abc\0def"), "bad3", &[])
        .unwrap_err();
    assert!(e.to_string().contains("NUL"), "{e}");
    // Not a cubin either.
    let e = dev
        .load_ptx(
            Ptx::from_binary(vec![0x7f, b'E', b'L', b'F', 1, 2, 3, 4]),
            "bad4",
            &[],
        )
        .unwrap_err();
    println!("{e}");
    let e = dev
        .load_ptx(Ptx::from_binary(vec![1, 0, 2, 0]), "bad5", &[])
        .unwrap_err();
    println!("{e}");
    assert_usable(&dev);
}

#[test]
fn ptx_from_file() {
    let dev = gpu!();
    let path = ptx_path("sin.ptx");
    let ptx = Ptx::from_file(&path);
    assert!(ptx.to_src().contains("sin_kernel"));
    dev.load_ptx(ptx, "sin_file", &["sin_kernel"]).unwrap();
    let f = dev.get_func("sin_file", "sin_kernel").unwrap();
    let input = random_f32(5000, 30);
    let x = dev.htod_sync_copy(&input).unwrap();
    let mut y = dev.alloc_zeros::<f32>(5000).unwrap();
    // SAFETY: sin_kernel(float*, const float*, size_t) within 5000 elements.
    unsafe { f.launch(LaunchConfig::for_num_elems(5000), (&mut y, &x, 5000usize)) }.unwrap();
    for (i, (g, x)) in dev
        .dtoh_sync_copy(&y)
        .unwrap()
        .iter()
        .zip(&input)
        .enumerate()
    {
        assert!((g - x.sin()).abs() < 1e-6, "sin({x}) at {i}: {g}");
    }

    let missing = ptx_path("does_not_exist.ptx");
    let e = dev
        .load_ptx(Ptx::from_file(&missing), "missing", &[])
        .unwrap_err();
    assert!(e.to_string().contains("does_not_exist.ptx"), "{e}");
    assert!(Ptx::from_file(&missing).try_to_src().is_err());
    assert!(!dev.has_func("missing", "anything"));
    assert_usable(&dev);
}

#[test]
fn ptx_from_nvrtc() {
    let dev = gpu!();
    let ptx = compile_ptx(
        r#"extern "C" __global__ void square(double *x, unsigned n) {
            unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
            if (i < n) x[i] = x[i] * x[i];
        }"#,
    )
    .unwrap();
    dev.load_ptx(ptx, "nvrtc", &["square"]).unwrap();
    let input: Vec<f64> = random_f32(3000, 31).into_iter().map(f64::from).collect();
    let mut x = dev.htod_sync_copy(&input).unwrap();
    let f = dev.get_func("nvrtc", "square").unwrap();
    // SAFETY: square(double*, unsigned) within 3000 elements.
    unsafe { f.launch(LaunchConfig::for_num_elems(3000), (&mut x, 3000u32)) }.unwrap();
    let want: Vec<f64> = input.iter().map(|v| v * v).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
}

#[test]
fn replacing_a_module_keeps_held_functions_working() {
    let dev = gpu!();
    basic(&dev);
    let old = dev.get_func("basic", "add_one").unwrap();
    // Replace "basic" with a module that has no add_one.
    dev.load_ptx(Ptx::from_src(SIN), "basic", &["sin_kernel"])
        .unwrap();
    assert!(dev.get_func("basic", "add_one").is_none());
    assert!(dev.has_func("basic", "sin_kernel"));
    // The held function still runs the old code.
    let data = random_f32(4000, 32);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    for _ in 0..3 {
        // SAFETY: add_one(float*, size_t) within 4000 elements.
        unsafe {
            old.clone()
                .launch(LaunchConfig::for_num_elems(4000), (&mut x, 4000usize))
        }
        .unwrap();
    }
    let want: Vec<f32> = data.iter().map(|v| v + 1.0 + 1.0 + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
    // Replace it again while the old one runs, then drop the old function: unloading waits.
    // SAFETY: as above.
    unsafe {
        old.clone()
            .launch(LaunchConfig::for_num_elems(4000), (&mut x, 4000usize))
    }
    .unwrap();
    basic(&dev);
    drop(old);
    let want: Vec<f32> = want.iter().map(|v| v + 1.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
    assert_usable(&dev);
}

#[test]
fn function_attributes_and_occupancy() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "add_one").unwrap();
    let max_threads = f
        .get_attribute(FA::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)
        .unwrap();
    assert!(max_threads >= 1024, "{max_threads}");
    let regs = f.get_attribute(FA::CU_FUNC_ATTRIBUTE_NUM_REGS).unwrap();
    assert!(regs > 0 && regs < 256, "{regs}");
    f.set_attribute(
        FA::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
        64 * 1024,
    )
    .unwrap();
    assert_eq!(
        f.get_attribute(FA::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)
            .unwrap(),
        64 * 1024
    );
    let blocks = f
        .occupancy_max_active_blocks_per_multiprocessor(256, 0, None)
        .unwrap();
    assert!(blocks >= 1, "{blocks}");
    extern "C" fn no_smem(_block_size: std::ffi::c_int) -> usize {
        0
    }
    let (grid, block) = f
        .occupancy_max_potential_block_size(no_smem, 0, 0, None)
        .unwrap();
    assert!(grid >= 1 && (32..=1024).contains(&block), "{grid} {block}");
    let cfg1 = LaunchConfig {
        grid_dim: (8, 1, 1),
        block_dim: (128, 1, 1),
        shared_mem_bytes: 0,
    };
    // Without a cluster dimension in the launch the driver may answer 0; the calls must work.
    let clusters = f.occupancy_max_active_clusters(cfg1, 0).unwrap();
    let cluster_size = f.occupancy_max_potential_cluster_size(cfg1, 0).unwrap();
    println!("clusters: {clusters} active at most, potential size {cluster_size}");
    assert!(cluster_size <= 32, "{cluster_size}");
    let smem = f
        .occupancy_available_dynamic_smem_per_block(1, 256)
        .unwrap();
    assert!(smem >= 48 * 1024, "{smem}");
    // An invalid attribute value is an error, not a panic.
    assert!(
        f.set_attribute(
            FA::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
            i32::MAX
        )
        .is_err()
    );
    // Dynamic shared memory above the default 48 KiB now launches.
    let cfg = LaunchConfig {
        grid_dim: (1, 1, 1),
        block_dim: (32, 1, 1),
        shared_mem_bytes: 60 * 1024,
    };
    let mut x = dev.htod_sync_copy(&iota(32)).unwrap();
    // SAFETY: add_one(float*, size_t) within 32 elements.
    unsafe { f.launch(cfg, (&mut x, 32usize)) }.unwrap();
    assert_eq!(
        dev.dtoh_sync_copy(&x).unwrap(),
        (1..=32).map(|i| i as f32).collect::<Vec<_>>()
    );
}

/// function.rs, `get_func`: "The kernel `func_name` of the module loaded as `module_name`, or
/// `None` if there is no such module or kernel"; `has_func`: "Whether `module_name` is loaded
/// and has a kernel `func_name`"; DESIGN.md (safety model): "errors in drop are recorded on the
/// device and returned by the next fallible call on it"; context.rs: a kept drop error is
/// returned "once".
///
/// A drop fails (a `RegisteredVec` whose memory was unregistered behind the crate's back), then
/// `get_func` (and, in a second round, `has_func`) asks for `add_one` of the loaded module
/// "basic". Neither returns a `Result`, so neither may take the kept error: the kernel must be
/// found, and the next fallible call (`synchronize`) must return the drop's error.
///
/// The hole: `get_func` makes the context current with `check_and_make_current().ok()?`, which
/// hands over the kept error and turns it into `None`: the loaded kernel is reported missing
/// (a caller's `unwrap` panics, `has_func` says false) and the drop's error is lost (the next
/// call succeeds).
#[test]
fn a_kernel_looked_up_while_a_drop_error_is_kept_is_found_and_the_error_stays_kept() {
    let dev = gpu!();
    basic(&dev);
    dev.synchronize().unwrap();
    for which in ["get_func", "has_func"] {
        drop(unregistered_behind_its_back(&dev));
        let found = match which {
            "get_func" => dev.get_func("basic", "add_one").is_some(),
            _ => dev.has_func("basic", "add_one"),
        };
        let next = dev.synchronize();
        let mut bad = Vec::new();
        if !found {
            bad.push(format!(
                "{which}(\"basic\", \"add_one\") said the loaded kernel is missing while a drop \
                 error was kept"
            ));
        }
        match &next {
            Ok(()) => bad.push(format!(
                "the drop error kept for the next fallible call is lost: synchronize after \
                 {which} succeeded"
            )),
            Err(e) => expect_error(
                e,
                CUresult::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
                &["while unregistering host memory"],
            ),
        }
        assert!(bad.is_empty(), "{}", bad.join("; "));
        dev.synchronize()
            .unwrap_or_else(|e| panic!("the kept error is returned once: {e}"));
    }
    // The kernel found that way launches and computes.
    let f = dev.get_func("basic", "add_one").unwrap();
    let mut x = dev.htod_sync_copy(&[1.0f32; 1000]).unwrap();
    // SAFETY: add_one(float*, size_t) touches the first n elements only.
    unsafe { f.launch(LaunchConfig::for_num_elems(1000), (&mut x, 1000usize)) }.unwrap();
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        2.0,
        "add_one after the lookups",
    );
    assert_usable(&dev);
}

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

/// driver/safe/function.rs, `load_ptx`: "Kernels are loaded lazily ... a name found in PTX text
/// is not asked of the driver now"; `ptx_has_entry` strips comments with `without_comments`,
/// which looks for the next `/*` in the whole rest of the text once per `//` comment: time
/// quadratic in the comment lines (80,000 lines of 13 bytes took 15 s per kernel name in a
/// copy of it). The test (in a child, whose watchdog ends it after 60 s): a kernel followed
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
/// directives ptxas takes). The test: first, whether this driver's JIT takes `#if 0` at all
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
/// (src/bad_input.md), and a failed load leaves the module loaded under that name. The test:
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
/// `get_func`: `None` "if there is no such module or kernel". The test: over a working module
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
/// test: PTX for a target above the GPU's (`.target sm_100` with `.version 8.6`, or `sm_120`
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
/// the same name never unloads code that a held function still uses". The test: four
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

/// Whether the spin kernel that set `flag` still runs (says when it has ended).
fn running(dev: &Arc<CudaDevice>, flag: &CudaSlice<i32>, t: Instant, what: &str) -> bool {
    snapshot(dev, flag)[0] == 0 || {
        println!("the 2 s kernel had ended {what} ({:?} in)", t.elapsed());
        false
    }
}

/// function.rs, `load_ptx`, and module.rs: replacing a module whose kernel ran waits for the
/// device before the old module's unload. That wait must hold up the replacing thread only:
/// before, it ran with the device's table of modules locked, and `get_func` on every other
/// thread waited for the whole device. Sound: another thread's `get_func` returns while the
/// 1 s kernel that the unload waits for still runs. In a child process, as above.
#[test]
fn get_func_does_not_wait_for_another_threads_module_replacement() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "get_func_during_replacement_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn get_func_during_replacement_child() {
    if !child::in_child(module_path!(), "get_func_during_replacement_child") {
        return;
    }
    let dev = gpu!();
    let spin = spin_kernel(&dev);
    let n = 1 << 12;
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    load(&dev, BASIC, "replaced", &["add_one"]);
    let f = dev.get_func("replaced", "add_one").unwrap();
    // SAFETY: add_one(float *x, size_t n) stays within n elements.
    unsafe { f.launch(LaunchConfig::for_num_elems(n as u32), (&mut x, n)) }.unwrap();
    let mut flag = dev.alloc_zeros::<i32>(1).unwrap();
    dev.synchronize().unwrap();
    let t = Instant::now();
    // SAFETY: spin(unsigned long long cycles, int *flag_out) writes flag_out[0] only.
    unsafe { spin.launch(ONE, (cycles_for_ms(&dev, 1000), &mut flag)) }.unwrap();
    let (started_tx, started_rx) = mpsc::channel::<()>();
    let replacer = {
        let dev = dev.clone();
        std::thread::spawn(move || {
            started_tx.send(()).unwrap();
            load(&dev, BASIC, "replaced", &["add_one"]);
        })
    };
    started_rx.recv().unwrap();
    // Long enough for the replacement to reach the old module's unload.
    std::thread::sleep(Duration::from_millis(200));
    let is_live = live(
        !replacer.is_finished() && running(&dev, &flag, t, "when get_func was called"),
        "the replaced module's unload was waiting for the 1 s kernel when get_func was called",
    );
    assert!(dev.get_func("spin", "check_flag").is_some());
    if is_live {
        assert!(
            running(&dev, &flag, t, "when get_func returned"),
            "get_func returned only after the 1 s kernel had ended: it waited for another \
             thread's module replacement"
        );
    }
    replacer.join().unwrap();
    dev.synchronize()
        .unwrap_or_else(|e| panic!("an error kept from the module's unload: {e}"));
}
