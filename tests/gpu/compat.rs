//! The cudarc-shaped API (`htod_sync_copy`, `DevicePtr`, `DeviceRepr`, `load_ptx`, `get_func`,
//! forks and raw `result` calls on `cu_stream`) mixed with the crate's own ordering: buffer
//! references are never copied or passed as kernel arguments, a buffer last used on a fork is not
//! freed under raw work, and module names and replacements keep each function's checks.

use crate::kernels::{N, SLOW, assert_all, slow_kernels};
use crate::support::races::live;
use crate::support::{child, expect_error};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaSlice, DevicePtr, LaunchAsync, LaunchConfig, result, sys};
use cuda_driver::nvrtc::{Ptx, compile_ptx};

/// Whether the raw stream still has work running (asked of the driver, not of the crate).
fn busy(stream: sys::CUstream) -> bool {
    // SAFETY: the caller's stream is live (kept by its device object or `CudaStream`).
    !unsafe { result::stream::query(stream) }.unwrap()
}

// ---- buffer references as plain data ----

/// kernel_args.rs, `DeviceRepr`: the implementor promises that the type "holds no host pointers
/// or references"; the crate implements it for `&CudaSlice<T>` and `&mut CudaSlice<T>` (kernel
/// arguments), and the copies take any `T: DeviceRepr`. A `&mut` is unique: a copy of one to
/// the device and back twice would be two mutable borrows of one buffer in safe code, and a
/// `&CudaSlice` brought back may outlive its buffer.
///
/// The test, in safe code: `htod_sync_copy(&[&mut x])`, `htod_sync_copy(&[&x])`, the same
/// through `htod_sync_copy_into` and `htod_copy`, and arrays of such references (`[&x, &y]`,
/// what a kernel taking `struct { float *a, *b; }` would look like); then, through a buffer of
/// `u64`s seen as references (an `unsafe` transmute, the only way to make one),
/// `dtoh_sync_copy` and `dtoh_sync_copy_into`. Each must be an error naming the call and the
/// type (the copies of references were refused in safe code before; they compiled and ran). A
/// slow kernel writes `x` meanwhile: it must be unaffected.
#[test]
fn buffer_references_are_never_copied_to_or_from_the_device() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let mut x = dev.htod_sync_copy(&vec![0.0f32; N]).unwrap();
    let y = dev.htod_sync_copy(&[3.0f32; 8]).unwrap();
    let s = dev.fork_default_stream().unwrap();
    k.fill(Some(&s), &mut x, 2.0, SLOW);
    let refused = |r: Result<(), cuda_driver::driver::DriverError>, call: &str| {
        let e = r.expect_err(call);
        expect_error(
            &e,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            &[call, "CudaSlice", "references to device buffers"],
        );
    };
    refused(dev.htod_sync_copy(&[&y]).map(drop), "htod_sync_copy");
    refused(dev.htod_sync_copy(&[[&y, &y]]).map(drop), "htod_sync_copy");
    refused(dev.htod_copy(vec![&y, &y]).map(drop), "htod_sync_copy");
    {
        let xm = &mut x;
        refused(dev.htod_sync_copy(&[xm]).map(drop), "htod_sync_copy");
    }
    let mut words = dev.alloc_zeros::<u64>(4).unwrap();
    {
        // SAFETY: only to have a buffer typed as references; no value of it is ever read.
        let mut as_refs = unsafe { words.transmute_mut::<&CudaSlice<f32>>(4) }.unwrap();
        refused(
            dev.htod_sync_copy_into(&[&y, &y, &y, &y], &mut as_refs),
            "htod_sync_copy_into",
        );
        refused(dev.dtoh_sync_copy(&as_refs).map(drop), "dtoh_sync_copy");
        let mut host: Vec<&CudaSlice<f32>> = vec![&y; 4];
        refused(
            dev.dtoh_sync_copy_into(&as_refs, &mut host),
            "dtoh_sync_copy_into",
        );
    }
    assert_eq!(dev.dtoh_sync_copy(&words).unwrap(), [0; 4], "the words");
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        2.0,
        "x after its slow writer",
    );
}

/// kernel_args.rs: an array of buffer references as a kernel argument would pass the host's
/// references (the addresses of the `CudaSlice` values), recorded as no use of either buffer;
/// launch.rs (`CudaFunction::check`) refuses it by name. The test: `add_one` launched with
/// `([&x, &y], n)` where the kernel takes a pointer and a size (16 bytes then 8: the sizes
/// would not match either, so the refusal must come first and name the array), through the
/// sync API and the async adapter. Each must be an error naming the argument, and `x` must be
/// unchanged.
#[test]
fn an_array_of_buffer_references_is_refused_as_a_kernel_argument() {
    let dev = gpu!();
    crate::kernels::basic(&dev);
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let x = dev.htod_sync_copy(&[1.0f32; 8]).unwrap();
    let y = dev.htod_sync_copy(&[3.0f32; 8]).unwrap();
    let cfg = LaunchConfig::for_num_elems(8);
    let parts = [
        "argument 0",
        "add_one",
        "array of references to device buffers",
    ];
    // SAFETY: refused before the launch (a hole would launch it: the test then fails below).
    let e = unsafe { add_one.clone().launch(cfg, ([&x, &y], 8usize)) }.unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &parts);
    let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
    // SAFETY: as above.
    let e = unsafe { adev.launch(&add_one, cfg, ([&x, &y], 8usize)) }
        .wait()
        .unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &parts);
    assert_all(&dev.dtoh_sync_copy(&x).unwrap(), 1.0, "x");
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 3.0, "y");
}

// ---- a free on a forked stream, and raw work on the device's stream ----

/// README, "Compatibility with cudarc": "A cudarc 0.10-0.13 program ports by renaming the
/// dependency ..., down to its `sys` and `result` calls"; device.rs, `cu_stream`: work enqueued
/// on it through `sys` "is outside the crate's per-buffer ordering: order it yourself";
/// stream.rs: `wait_for` "Makes later work on the calling thread's stream of the device wait for
/// everything enqueued on `stream` so far"; slice.rs, `CudaSlice`: "Freed in stream order when
/// dropped, after every read and write of it already enqueued on any stream". In cudarc, a
/// buffer's drop frees it on the device's stream, after raw work enqueued there.
///
/// Test (a cudarc program, ordered by hand as cudarc needs): a slow kernel writes `x` on a
/// forked stream (`launch_on_stream`); `dev.wait_for(&stream)`; a slow kernel of the main
/// stream's own; a raw `cuMemcpyDtoDAsync` of `x` into `y` on `*dev.cu_stream()`; then
/// `drop(x)`. ordering/accesses.rs `free_in_order` / `sole_lane` frees `x` on the forked
/// stream (its last access was there), which does not wait for the main stream's raw copy.
/// Once that stream is idle, another thread allocates buffers of `x`'s size and fills them
/// with 9.0 while the main stream's copy still waits. A hole: `y` holds 9.0 (the raw copy read
/// `x`'s memory after it was freed and handed to another buffer) instead of 2.0. Live when an
/// allocation of the other thread got `x`'s address while the main stream was still busy.
/// In a quiet process (it sets the pool's release threshold and synchronizes the context).
#[test]
fn a_buffer_last_used_on_a_forked_stream_is_not_freed_under_raw_work_on_the_device_stream() {
    let _dev = gpu!();
    child::run_in_child(module_path!(), "free_on_forked_stream_child");
}

#[test]
#[ignore = "runs in the child process of its parent test"]
fn free_on_forked_stream_child() {
    if !child::in_child(module_path!(), "free_on_forked_stream_child") {
        return;
    }
    let dev = gpu!();
    let k = slow_kernels(&dev);
    // Freed memory stays in the pool, so that the other thread's allocations can reuse it.
    dev.mem_pool()
        .unwrap()
        .set_release_threshold(u64::MAX)
        .unwrap();
    let m = N + 1024;
    let bytes = m * size_of::<f32>();
    let mut x = dev.htod_sync_copy(&vec![1.0f32; m]).unwrap();
    let y = dev.alloc_zeros::<f32>(m).unwrap();
    let mut z = dev.alloc_zeros::<f32>(m).unwrap();
    dev.synchronize().unwrap();
    let s = dev.fork_default_stream().unwrap();
    k.fill(Some(&s), &mut x, 2.0, SLOW);
    dev.wait_for(&s).unwrap();
    k.fill(None, &mut z, 3.0, 4 * SLOW);
    let (xp, yp) = (*x.device_ptr(), *y.device_ptr());
    let main = *dev.cu_stream();
    // SAFETY: both hold `bytes` bytes; the main stream waited for the stream that writes `x`,
    // and `x` is dropped only after this is enqueued on the main stream, as a cudarc program
    // does (its free follows in the same stream's order there).
    unsafe { result::memcpy_dtod_async(yp, xp, bytes, main) }.unwrap();
    drop(x);
    s.synchronize().unwrap();
    let (reused, others) = std::thread::scope(|sc| {
        sc.spawn(|| {
            let mut kept = Vec::new();
            let mut reused = false;
            for _ in 0..3 {
                let w = dev.htod_sync_copy(&vec![9.0f32; m]).unwrap();
                assert_all(
                    &dev.dtoh_sync_copy(&w).unwrap(),
                    9.0,
                    "the other thread's buffer",
                );
                reused = *w.device_ptr() == xp;
                kept.push(w);
                if reused {
                    break;
                }
            }
            (reused, kept)
        })
        .join()
        .unwrap()
    });
    let was_live = live(
        reused && busy(main),
        "no allocation of the other thread got x's memory while the main stream's raw copy \
         still waited",
    );
    dev.synchronize().unwrap();
    let got = dev.dtoh_sync_copy(&y).unwrap();
    drop(others);
    let nines = got.iter().filter(|&&v| v == 9.0).count();
    assert!(
        nines == 0,
        "{nines} of {m} elements of y hold the other thread's 9.0 (live: {was_live}): x, last \
         written on a forked stream, was freed on that stream as it was dropped, not after the \
         raw copy the main stream had enqueued (after wait_for) before the drop"
    );
    assert_all(&got, 2.0, "y, the raw copy of x on the main stream");
    assert_all(
        &dev.dtoh_sync_copy(&z).unwrap(),
        3.0,
        "the main stream's slow kernel",
    );
}

// ---- modules: names in the PTX text ----

/// function.rs, `load_ptx`: "checks that it has each of `func_names`" (and bad_input: a kernel
/// name the module lacks is `CUDA_ERROR_NOT_FOUND`, the module is not loaded); `get_func` then
/// finds each of them. Names found in the PTX text are not asked of the driver
/// (module.rs `ptx_has_entry`, which skips comments).
///
/// Test: PTX whose only kernel is `real`, with a `.file` directive whose quoted file name
/// reads `... .entry ghost( ...`; `load_ptx(.., &["real", "ghost"])`. A hole: `load_ptx` returns
/// `Ok` and `get_func("ghost")` is `None` (the check read a string as code). If the driver
/// refuses the directive itself, the test says so and proves nothing.
#[test]
fn load_ptx_does_not_take_a_quoted_file_name_for_a_kernel() {
    let dev = gpu!();
    let ptx = "\
.version 7.0
.target sm_52
.address_size 64

.file 1 \"old kernels .entry ghost( removed.cu\"

.visible .entry real()
{
\tret;
}
";
    match dev.load_ptx(Ptx::from_src(ptx), "compat_ghosts", &["real", "ghost"]) {
        Err(e) => {
            let msg = e.to_string();
            println!("{msg}");
            if msg.contains("\"ghost\"") {
                assert_eq!(e.0, CUresult::CUDA_ERROR_NOT_FOUND, "{msg}");
                assert!(msg.contains("compat_ghosts"), "names the module: {msg}");
            } else {
                println!("note: not live: the driver refused the .file directive itself");
            }
            assert!(
                !dev.has_func("compat_ghosts", "real"),
                "a failed load_ptx loads nothing"
            );
        }
        Ok(()) => {
            let real = dev.get_func("compat_ghosts", "real");
            let ghost = dev.get_func("compat_ghosts", "ghost");
            assert!(real.is_some(), "the module's real kernel");
            assert!(
                ghost.is_some(),
                "load_ptx accepted kernel \"ghost\", named only inside the quoted file name of a \
                 .file directive, and get_func(\"compat_ghosts\", \"ghost\") is None"
            );
        }
    }
}

// ---- modules replaced under one name: each function's own checks ----

/// function.rs, `load_ptx`: "A module already loaded under that name is replaced (functions
/// taken from it keep working)" and a name the module lacks is an error naming it (then "the
/// module is not loaded", bad_input); launch.rs: "Before each launch the number of arguments
/// and each one's size are checked against the kernel's parameter list ... A mismatch is an
/// error naming the kernel, the parameter and both sizes."
///
/// Test: NVRTC compiles `k(float *out, float v, unsigned n)` as module "compat_same"; the old
/// function is launched behind a slow kernel on the same buffer; then "compat_same" is
/// replaced by `k(float *out, double v, unsigned n)` while that launch waits. Each function must
/// keep its own parameter list: the old one refuses a `double`, the new one a `float`, both
/// naming parameter 1 and both sizes; then a failed reload under the same name (a kernel
/// compiled without `extern "C"`, so no kernel is named `k`) must name `k` and the module and
/// leave the second module in place. A hole: checks cached by name (a refusal missing or
/// wrong), the old launch lost or run as the new code, or the failed load replacing the
/// module. Every element of both outputs is checked.
#[test]
fn a_module_replaced_under_its_name_keeps_each_functions_own_parameter_checks() {
    crate::nvrtc!();
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let src_f32 = r#"extern "C" __global__ void k(float *out, float v, unsigned n) {
        unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
        if (i < n) out[i] = v;
    }"#;
    let src_f64 = r#"extern "C" __global__ void k(float *out, double v, unsigned n) {
        unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
        if (i < n) out[i] = (float)(2.0 * v);
    }"#;
    let src_mangled = r#"__global__ void k(float *out) { out[0] = 1.0f; }"#;
    // Compiled first: the slow kernel below must outlast the replacement, not the compiles.
    let (ptx_f32, ptx_f64) = (compile_ptx(src_f32).unwrap(), compile_ptx(src_f64).unwrap());
    let ptx_mangled = compile_ptx(src_mangled).unwrap();
    let checks = crate::kernels::driver_checks_params();
    let n = N;
    let cfg = LaunchConfig::for_num_elems(n as u32);
    dev.load_ptx(ptx_f32, "compat_same", &["k"]).unwrap();
    let old = dev.get_func("compat_same", "k").unwrap();
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    k.fill(None, &mut x, 1.0, 4 * SLOW);
    // SAFETY: k(float*, float, unsigned) writes the first n elements of x.
    unsafe { (&old).launch(cfg, (&mut x, 3.0f32, n as u32)) }.unwrap();
    dev.load_ptx(ptx_f64, "compat_same", &["k"]).unwrap();
    let was_live = live(
        busy(*dev.cu_stream()),
        "the old function's launch had run before the module was replaced",
    );
    let new = dev.get_func("compat_same", "k").unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    if checks {
        // SAFETY: refused before launching (the sizes differ).
        let e = unsafe { (&new).launch(cfg, (&mut y, 3.0f32, n as u32)) }
            .expect_err("the new k(float*, double, unsigned) given a float");
        expect_error(
            &e,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            &["\"k\"", "parameter 1", "8 bytes", "4 bytes"],
        );
        // SAFETY: as above.
        let e = unsafe { (&old).launch(cfg, (&mut y, 3.0f64, n as u32)) }
            .expect_err("the old k(float*, float, unsigned) given a double");
        expect_error(
            &e,
            CUresult::CUDA_ERROR_INVALID_VALUE,
            &["\"k\"", "parameter 1", "4 bytes", "8 bytes"],
        );
    }
    // SAFETY: k(float*, double, unsigned) writes the first n elements of x.
    unsafe { (&new).launch(cfg, (&mut x, 2.5f64, n as u32)) }.unwrap();
    drop(old);
    let e = dev
        .load_ptx(ptx_mangled, "compat_same", &["k"])
        .expect_err("a module without a kernel named k");
    expect_error(
        &e,
        CUresult::CUDA_ERROR_NOT_FOUND,
        &["\"k\"", "compat_same"],
    );
    let kept = dev
        .get_func("compat_same", "k")
        .expect("the module loaded before the failed load stays");
    // SAFETY: k(float*, double, unsigned) (the module kept) writes the first n elements of y.
    unsafe { (&kept).launch(cfg, (&mut y, 1.5f64, n as u32)) }
        .unwrap_or_else(|e| panic!("the module kept after a failed load is the double one: {e}"));
    assert_all(
        &dev.dtoh_sync_copy(&x).unwrap(),
        5.0,
        &format!(
            "x: slow fill 1.0, then the old k (3.0), then the new k (2 * 2.5) (live: {was_live})"
        ),
    );
    assert_all(
        &dev.dtoh_sync_copy(&y).unwrap(),
        3.0,
        "y: the kept module's k (2 * 1.5)",
    );
}
