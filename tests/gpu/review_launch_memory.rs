//! A sixth review's attacks (launches and host-visible memory): the argument check against
//! `cuFuncGetParamInfo` at its edges (a parameter past 4 KiB, a struct with padding, packed
//! and zero-sized stand-ins, a kernel with no parameters, raw pointer lists), launch
//! configurations at and one past the device's and the kernel's limits (dynamic shared memory
//! with and without the opt-in, `.maxntid`, block z, grid x, a cooperative grid at the exact
//! occupancy limit), a launch the driver refuses in the middle of the buffers' ordering, and
//! managed, pinned and registered memory used by kernels, copies and forgotten futures while
//! the host holds or reuses them.
//!
//! The kernels are hand-written PTX ([`PTX`], PTX 8.1 for sm_70: parameters past 4 KiB need
//! both), loaded per test under a module name of the test's own.

use crate::attack::{ONE, cycles_for_ms, live};
use crate::kernels::{CFG, assert_all, assert_usable, driver_checks_params, iota, slow_kernels};
use crate::support::{assert_same, concurrent_managed, expect_error};
use cuda_driver::r#async::{AsyncDevice, Op};
use cuda_driver::driver::sys::{CUdevice_attribute, CUfunction_attribute, CUresult};
use cuda_driver::driver::{
    CudaDevice, CudaFunction, DevicePtr, DeviceRepr, LaunchAsync, LaunchConfig, result,
};
use cuda_driver::nvrtc::Ptx;
use std::ffi::c_void;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The kernels of this module:
///
/// - `big(p: 8192 bytes by value, out: u32*)`: out[0..3] = the words of `p` at bytes 0, 4096
///   and 8188 (a parameter past the classic 4 KiB of parameter space);
/// - `padded(s: struct { u8 c; f64 d; i32 i } by value, 24 bytes aligned 8, out: u32*)`:
///   out[0] = c, out[1] = i, out[2..4] = the bits of d;
/// - `no_params()`: does nothing;
/// - `smem_last(bytes: u32, out: u32*)`: writes 7 to the last word of its `bytes` of dynamic
///   shared memory, reads it back into out[0];
/// - `capped(out: u32*)` with `.maxntid 64, 1, 1`: out[0] = 1;
/// - `count_blocks(counter: u32*)`: thread 0 of each block adds 1 to counter[0].
const PTX: &str = r#"
.version 8.1
.target sm_70
.address_size 64

.extern .shared .align 16 .b8 dyn_smem[];

.visible .entry big(
	.param .align 4 .b8 big_p[8192],
	.param .u64 big_out
)
{
	.reg .b32 	%r<4>;
	.reg .b64 	%rd<3>;

	ld.param.u64 	%rd1, [big_out];
	cvta.to.global.u64 	%rd2, %rd1;
	ld.param.u32 	%r1, [big_p];
	ld.param.u32 	%r2, [big_p+4096];
	ld.param.u32 	%r3, [big_p+8188];
	st.global.u32 	[%rd2], %r1;
	st.global.u32 	[%rd2+4], %r2;
	st.global.u32 	[%rd2+8], %r3;
	ret;
}

.visible .entry padded(
	.param .align 8 .b8 padded_s[24],
	.param .u64 padded_out
)
{
	.reg .b16 	%rs<2>;
	.reg .b32 	%r<3>;
	.reg .b64 	%rd<4>;

	ld.param.u64 	%rd1, [padded_out];
	cvta.to.global.u64 	%rd2, %rd1;
	ld.param.u8 	%rs1, [padded_s];
	cvt.u32.u16 	%r1, %rs1;
	ld.param.u64 	%rd3, [padded_s+8];
	ld.param.u32 	%r2, [padded_s+16];
	st.global.u32 	[%rd2], %r1;
	st.global.u32 	[%rd2+4], %r2;
	st.global.u64 	[%rd2+8], %rd3;
	ret;
}

.visible .entry no_params()
{
	ret;
}

.visible .entry smem_last(
	.param .u32 smem_last_bytes,
	.param .u64 smem_last_out
)
{
	.reg .b32 	%r<4>;
	.reg .b64 	%rd<6>;

	ld.param.u32 	%r1, [smem_last_bytes];
	ld.param.u64 	%rd1, [smem_last_out];
	cvta.to.global.u64 	%rd2, %rd1;
	add.s32 	%r2, %r1, -4;
	cvt.u64.u32 	%rd3, %r2;
	mov.u64 	%rd4, dyn_smem;
	add.s64 	%rd5, %rd4, %rd3;
	mov.u32 	%r3, 7;
	st.shared.u32 	[%rd5], %r3;
	bar.sync 	0;
	ld.shared.u32 	%r3, [%rd5];
	st.global.u32 	[%rd2], %r3;
	ret;
}

.visible .entry capped(
	.param .u64 capped_out
)
.maxntid 64, 1, 1
{
	.reg .b32 	%r<2>;
	.reg .b64 	%rd<3>;

	ld.param.u64 	%rd1, [capped_out];
	cvta.to.global.u64 	%rd2, %rd1;
	mov.u32 	%r1, 1;
	st.global.u32 	[%rd2], %r1;
	ret;
}

.visible .entry count_blocks(
	.param .u64 count_blocks_counter
)
{
	.reg .pred 	%p<2>;
	.reg .b32 	%r<3>;
	.reg .b64 	%rd<3>;

	mov.u32 	%r1, %tid.x;
	setp.ne.s32 	%p1, %r1, 0;
	@%p1 bra 	$L__done;
	ld.param.u64 	%rd1, [count_blocks_counter];
	cvta.to.global.u64 	%rd2, %rd1;
	atom.global.add.u32 	%r2, [%rd2], 1;
$L__done:
	ret;
}
"#;

const NAMES: &[&str] = &[
    "big",
    "padded",
    "no_params",
    "smem_last",
    "capped",
    "count_blocks",
];

/// Loads [`PTX`] as `module` (a name of the test's own, so that a function attribute one test
/// sets is not seen by another) and returns its kernel `name`.
fn kernel(dev: &Arc<CudaDevice>, module: &str, name: &str) -> CudaFunction {
    dev.load_ptx(Ptx::from_src(PTX), module, NAMES)
        .unwrap_or_else(|e| panic!("loading {module}: {e}"));
    dev.get_func(module, name).unwrap()
}

/// What the device memory of any buffer holds right now, read around the crate's ordering (as
/// `support::snapshot`, for managed memory too).
fn peek<T: Copy + Default, S: DevicePtr<T>>(dev: &Arc<CudaDevice>, x: &S) -> Vec<T> {
    dev.bind_to_thread().unwrap();
    let mut host = vec![T::default(); x.len()];
    // SAFETY: `x` is a live allocation of x.len() values of T; a copy that races a kernel's
    // writes reads some mix of old and new values, into host memory of ours.
    unsafe { result::memcpy_dtoh_sync(&mut host, *x.device_ptr()) }.unwrap();
    host
}

fn cfg(grid_dim: (u32, u32, u32), block_dim: (u32, u32, u32), smem: u32) -> LaunchConfig {
    LaunchConfig {
        grid_dim,
        block_dim,
        shared_mem_bytes: smem,
    }
}

// ---- the argument check ----

/// launch.rs (`LaunchAsync`): "the number of arguments and each one's size are checked
/// against the kernel's parameter list ... A mismatch is an error naming the kernel, the
/// parameter and both sizes"; kernel_args.rs: `[T; N]` "is laid out as the C array".
///
/// The attack: a kernel whose first parameter is 8192 bytes by value (past the 4 KiB that
/// kernels had before CUDA 12.1). Sound: an 8192-byte array reaches the kernel whole (its
/// words at 0, 4096 and 8188 come back), on the main stream, a stream and the adapter, and an
/// array one word short or one word long is refused naming parameter 0 and both sizes, with
/// nothing run. A hole: a mangled tail, a crash, or a short array passed (the driver would
/// read 4 bytes past it).
#[test]
fn a_parameter_past_4_kib_arrives_whole_and_a_word_off_is_refused() {
    let dev = gpu!();
    let f = kernel(&dev, "rlm_big", "big");
    let mut p = [0u32; 2048];
    for (i, w) in p.iter_mut().enumerate() {
        *w = 0x5EED_0000 ^ (i as u32).wrapping_mul(2_654_435_761);
    }
    let want = [p[0], p[1024], p[2047]];
    let mut out = dev.alloc_zeros::<u32>(3).unwrap();
    // SAFETY: big(8192 bytes, unsigned *out) writes out[0..3].
    unsafe { (&f).launch(ONE, (p, &mut out)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "main stream");
    dev.memset_zeros(&mut out).unwrap();
    let s = dev.new_stream().unwrap();
    // SAFETY: as above.
    unsafe { (&f).launch_on_stream(&s, ONE, (p, &mut out)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "a stream");
    dev.memset_zeros(&mut out).unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    // SAFETY: as above.
    unsafe { adev.launch(&f, ONE, (p, &mut out)) }
        .wait()
        .unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "the adapter");
    if !driver_checks_params() {
        return;
    }
    dev.memset_zeros(&mut out).unwrap();
    let short = [7u32; 2047];
    let long = [7u32; 2049];
    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch(ONE, (short, &mut out)) }.unwrap_err();
    let sizes = "kernel \"big\" parameter 0 is 8192 bytes but argument 0 is 8188 bytes";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[sizes]);
    // SAFETY: as above.
    let e = unsafe { (&f).launch_on_stream(&s, ONE, (long, &mut out)) }.unwrap_err();
    let sizes = "kernel \"big\" parameter 0 is 8192 bytes but argument 0 is 8196 bytes";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[sizes]);
    // SAFETY: as above.
    let e = unsafe { adev.launch(&f, ONE, (short, &mut out)) }
        .wait()
        .unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &["8188 bytes"]);
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [0; 3], "nothing ran");
    drop(s);
    assert_usable(&dev);
}

/// A C `struct { char c; double d; int i; }`: 24 bytes, 7 of padding after `c` and 4 at the end.
#[repr(C)]
#[derive(Clone, Copy)]
struct Padded {
    c: u8,
    d: f64,
    i: i32,
}
// SAFETY: #[repr(C)] plain data, laid out as the kernel's struct.
unsafe impl DeviceRepr for Padded {}

/// The same fields without padding: 13 bytes, which no C compiler lays the struct out as.
#[repr(C, packed)]
#[derive(Clone, Copy)]
struct Packed {
    c: u8,
    d: f64,
    i: i32,
}
// SAFETY: plain data; only ever refused by the size check below.
unsafe impl DeviceRepr for Packed {}

/// kernel_args.rs (`DeviceRepr`): "The default method passes the value's own bytes ... A
/// kernel parameter of this type must have the same size and layout as the C type the kernel
/// declares"; launch.rs: sizes are checked, and "A raw pointer list is checked for its length
/// only".
///
/// The attack: a `#[repr(C)]` struct with padding inside and at its end, by value. Sound: each
/// field lands at its C offset; the packed twin (13 bytes) and a zero-sized stand-in
/// (`[u64; 0]`) are refused naming parameter 0 and both sizes; a raw list of the right length
/// runs and one short is refused naming the count. A hole: fields shifted, or a 0-byte
/// argument passed (the driver would read 24 bytes from a zero-sized value).
#[test]
fn a_padded_struct_lands_at_its_c_offsets_and_packed_or_empty_stand_ins_are_refused() {
    let dev = gpu!();
    let f = kernel(&dev, "rlm_padded", "padded");
    let s = Padded {
        c: 0xA5,
        d: -1234.5e-7,
        i: -77_777,
    };
    let d = s.d.to_bits();
    let want = [0xA5, s.i as u32, d as u32, (d >> 32) as u32];
    let mut out = dev.alloc_zeros::<u32>(4).unwrap();
    // SAFETY: padded(struct by value, unsigned *out) writes out[0..4].
    unsafe { (&f).launch(ONE, (s, &mut out)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "by value");
    // The same through a raw list of the right length.
    dev.memset_zeros(&mut out).unwrap();
    let addr: u64 = *out.device_ptr();
    let mut raw: Vec<*mut c_void> = vec![s.as_kernel_param(), addr.as_kernel_param()];
    // SAFETY: the list points at the struct and at out's address, both alive past the
    // synchronize below; the kernel writes out[0..4], nothing else uses `out` meanwhile.
    unsafe { (&f).launch(ONE, &mut raw) }.unwrap();
    dev.synchronize().unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), want, "a raw list");
    if !driver_checks_params() {
        return;
    }
    dev.memset_zeros(&mut out).unwrap();
    let packed = Packed {
        c: s.c,
        d: s.d,
        i: s.i,
    };
    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch(ONE, (packed, &mut out)) }.unwrap_err();
    let sizes = "kernel \"padded\" parameter 0 is 24 bytes but argument 0 is 13 bytes";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[sizes]);
    // SAFETY: as above.
    let e = unsafe { (&f).launch_cooperative(ONE, ([0u64; 0], &mut out)) }.unwrap_err();
    let sizes = "kernel \"padded\" parameter 0 is 24 bytes but argument 0 is 0 bytes";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[sizes]);
    // SAFETY: refused by the count check before anything is launched.
    let e = unsafe { (&f).launch(ONE, &mut raw[..1]) }.unwrap_err();
    let count =
        "kernel \"padded\" takes 2 parameters ([24, 8] bytes each) but was given 1 argument";
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[count]);
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [0; 4], "nothing ran");
}

/// launch.rs: `()` is the argument list "for a kernel without parameters", and a count
/// mismatch is "an error naming the kernel". Sound: `no_params` runs with `()` and with an
/// empty raw list, and one argument, a zero-sized one, or a raw list of one pointer is refused
/// as "takes 0 parameters". A hole: the extra argument launched (the check reads "no
/// parameters" as "no information" and skips).
#[test]
fn a_kernel_without_parameters_refuses_every_argument() {
    let dev = gpu!();
    let f = kernel(&dev, "rlm_none", "no_params");
    // SAFETY: no_params() touches nothing.
    unsafe { (&f).launch(ONE, ()) }.unwrap();
    let mut empty: Vec<*mut c_void> = Vec::new();
    // SAFETY: as above.
    unsafe { (&f).launch(ONE, &mut empty) }.unwrap();
    dev.synchronize().unwrap();
    if !driver_checks_params() {
        return;
    }
    let none = "kernel \"no_params\" takes 0 parameters ([] bytes each) but was given 1 argument";
    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch(ONE, (1u32,)) }.unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[none]);
    // SAFETY: as above.
    let e = unsafe { (&f).launch(ONE, ([0u8; 0],)) }.unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[none]);
    let x = 5u64;
    let mut one = vec![x.as_kernel_param()];
    // SAFETY: as above.
    let e = unsafe { (&f).launch(ONE, &mut one) }.unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[none]);
    assert_usable(&dev);
}

/// async/mod.rs (`AsyncDevice::launch`): "The arguments are checked against the kernel's
/// parameters as for the sync `LaunchAsync::launch`; a mismatch resolves the future to the
/// error without launching"; launch.rs: the parameter list is read from the driver once per
/// function (`read_param_sizes`: any failure but "no such parameter" means "skip the check",
/// and the answer is kept for every later launch).
///
/// The attack: a function object never launched, whose first check is made by the adapter on
/// a thread that made no driver call (no context current there: the adapter's check, unlike
/// the sync launch, makes none current before asking `cuFuncGetParamInfo`). Sound: one
/// argument too many is refused naming the count, there and then on the main thread, and the
/// right arguments run on both. A hole: the extra argument launched (the failed query was
/// kept as "the driver cannot tell", turning the check off for that function), or the right
/// arguments refused (an empty list kept).
#[test]
fn the_first_check_of_a_kernel_made_by_the_adapter_on_a_fresh_thread_still_checks() {
    let dev = gpu!();
    if !driver_checks_params() {
        return;
    }
    kernel(&dev, "rlm_fresh", "capped");
    let f = dev.get_func("rlm_fresh", "capped").unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut out = dev.alloc_zeros::<u32>(1).unwrap();
    let count = "kernel \"capped\" takes 1 parameter ([8] bytes each) but was given 2 arguments";
    std::thread::scope(|sc| {
        sc.spawn(|| {
            // SAFETY: refused by the argument check; if it were launched, capped(unsigned
            // *out) would only write out[0] (the driver reads one parameter).
            let e = unsafe { adev.launch(&f, ONE, (&mut out, 0u32)) }
                .wait()
                .unwrap_err();
            expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[count]);
            // SAFETY: capped(unsigned *out) writes out[0].
            unsafe { adev.launch(&f, ONE, (&mut out,)) }.wait().unwrap();
        })
        .join()
        .unwrap();
    });
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        [1],
        "the right launch ran"
    );
    dev.memset_zeros(&mut out).unwrap();
    // SAFETY: as above.
    let e = unsafe { (&f).launch(ONE, (&mut out, 0u32)) }.unwrap_err();
    expect_error(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[count]);
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        [0],
        "the refused launch did not run"
    );
}

// ---- configurations at and past the limits ----

/// function.rs (`set_attribute`): "Opt in to more than 48 KiB of dynamic shared memory per
/// block"; launch.rs (`launch_failed`): a launch error says "which kernel and which
/// configuration"; the crate's rule: bad input gets an error that names the problem.
///
/// The attack, at each limit and one word past it: the default per-block limit without the
/// opt-in, the device's opt-in maximum after it, and an opt-in past that maximum. Sound: the
/// launches at a limit run (the kernel reads back the last word of its dynamic shared memory),
/// those past it are errors naming the kernel and the byte count, and the refused opt-in names
/// the attribute or the value asked for. A hole: a launch past a limit that runs, or an error
/// that names neither (`set_attribute` adds no context to the driver's bare
/// `CUDA_ERROR_INVALID_VALUE`: function.rs, `set_attribute`).
#[test]
fn dynamic_shared_memory_at_and_past_the_default_and_opt_in_limits() {
    let dev = gpu!();
    let f = kernel(&dev, "rlm_smem", "smem_last");
    let dflt = dev
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)
        .unwrap() as u32;
    let optin = dev
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)
        .unwrap() as u32;
    println!("dynamic shared memory: {dflt} bytes by default, {optin} with the opt-in");
    let mut out = dev.alloc_zeros::<u32>(1).unwrap();
    let mut run = |bytes: u32| {
        dev.memset_zeros(&mut out).unwrap();
        // SAFETY: smem_last(unsigned bytes, unsigned *out) touches the last word of its
        // `bytes` of dynamic shared memory and out[0].
        let r = unsafe { (&f).launch(cfg((1, 1, 1), (32, 1, 1), bytes), (bytes, &mut out)) };
        (r, dev.dtoh_sync_copy(&out).unwrap()[0])
    };
    assert_eq!(run(dflt).1, 7, "the default limit itself");
    let (r, got) = run(dflt + 4);
    let e = r.expect_err("a launch one word past the default limit, without the opt-in");
    let bytes = format!("and {} bytes of dynamic shared memory", dflt + 4);
    expect_error(&e, e.0, &["kernel \"smem_last\"", &bytes]);
    assert_eq!(got, 0, "nothing ran");
    let attr = CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES;
    f.set_attribute(attr, optin as i32).unwrap();
    assert_eq!(run(optin).1, 7, "the opt-in maximum itself");
    let (r, got) = run(optin + 4);
    let e = r.expect_err("a launch one word past the opt-in maximum");
    let bytes = format!("and {} bytes of dynamic shared memory", optin + 4);
    expect_error(&e, e.0, &["kernel \"smem_last\"", &bytes]);
    assert_eq!(got, 0, "nothing ran");
    let e = f
        .set_attribute(attr, optin as i32 + 4)
        .expect_err("an opt-in past the device's maximum");
    let msg = e.to_string();
    println!("{msg}");
    assert!(
        msg.contains("MAX_DYNAMIC_SHARED_SIZE_BYTES") || msg.contains(&(optin + 4).to_string()),
        "the error of a refused set_attribute names neither the attribute nor the value: {msg}"
    );
    assert_eq!(f.get_attribute(attr).unwrap(), optin as i32, "unchanged");
    assert_usable(&dev);
}

/// launch.rs (`check_config`): only zero dimensions are refused before the driver; the rest is
/// the driver's, and its error "saying which kernel and which configuration". Limits the crate
/// does not check: a kernel's own `.maxntid` (below the device's 1024), block z (64) and grid x
/// (2^31 - 1). Sound: at each limit the launch runs; one past it is an error naming the kernel
/// and the block or grid, nothing runs, and the device stays usable. A hole: a launch past a
/// limit that runs or breaks the context.
#[test]
fn a_block_past_the_kernels_maxntid_or_block_z_or_grid_x_limits_names_the_configuration() {
    let dev = gpu!();
    let capped = kernel(&dev, "rlm_capped", "capped");
    let none = dev.get_func("rlm_capped", "no_params").unwrap();
    let max = capped
        .get_attribute(CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)
        .unwrap();
    assert_eq!(max, 64, "the kernel's .maxntid");
    let mut out = dev.alloc_zeros::<u32>(1).unwrap();
    // SAFETY: capped(unsigned *out) writes out[0].
    unsafe { (&capped).launch(cfg((2, 1, 1), (64, 1, 1), 0), (&mut out,)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [1], "at .maxntid");
    dev.memset_zeros(&mut out).unwrap();
    let s = dev.new_stream().unwrap();
    for (b, threads) in [((65, 1, 1), 65), ((8, 4, 3), 96)] {
        let c = cfg((1, 1, 1), b, 0);
        // SAFETY: refused by the driver before anything runs.
        let e = unsafe { (&capped).launch(c, (&mut out,)) }.unwrap_err();
        let what = format!("kernel \"capped\" with grid (1, 1, 1), block {b:?} ({threads} threads");
        expect_error(&e, e.0, &[&what]);
        // SAFETY: as above.
        let e = unsafe { (&capped).launch_on_stream(&s, c, (&mut out,)) }.unwrap_err();
        expect_error(&e, e.0, &[&what]);
    }
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [0], "nothing ran");
    // SAFETY: no_params() touches nothing.
    unsafe { (&none).launch(cfg((1, 1, 1), (1, 1, 64), 0), ()) }.unwrap();
    // SAFETY: refused by the driver before anything runs.
    let e = unsafe { (&none).launch(cfg((1, 1, 1), (1, 1, 65), 0), ()) }.unwrap_err();
    expect_error(&e, e.0, &["kernel \"no_params\"", "block (1, 1, 65)"]);
    let past = 1u32 << 31;
    // SAFETY: as above.
    let e = unsafe { (&none).launch(cfg((past, 1, 1), (1, 1, 1), 0), ()) }.unwrap_err();
    expect_error(
        &e,
        e.0,
        &["kernel \"no_params\"", "grid (2147483648, 1, 1)"],
    );
    dev.synchronize().unwrap();
    drop(s);
    assert_usable(&dev);
}

/// launch.rs (`launch_cooperative`): "all blocks resident at once"; function.rs
/// (`occupancy_max_active_blocks_per_multiprocessor`): "The most blocks of `block_size`
/// threads that can run at once on one multiprocessor". The cooperative limit is exactly that
/// times the multiprocessors. Sound: for two shapes (with and without dynamic shared memory) a
/// grid at the limit runs every block once, and one block more is
/// `CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE` naming the grid, with nothing run. A hole: the
/// crate's occupancy answer and its cooperative launch disagree (the dynamic shared memory or
/// flags not passed through), or a refused launch runs part of the grid.
#[test]
fn a_cooperative_grid_at_the_occupancy_limit_runs_and_one_block_more_is_refused() {
    let dev = gpu!();
    let coop = CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH;
    if dev.attribute(coop).unwrap() != 1 {
        println!("skipped: no cooperative launches on device 0");
        return;
    }
    let sms = dev
        .attribute(CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
        .unwrap() as u32;
    let f = kernel(&dev, "rlm_coop", "count_blocks");
    let mut counter = dev.alloc_zeros::<u32>(1).unwrap();
    for (block, smem) in [(256u32, 0u32), (128, 40 << 10)] {
        let per_sm = f
            .occupancy_max_active_blocks_per_multiprocessor(block, smem as usize, None)
            .unwrap();
        assert!(per_sm >= 1, "{per_sm} blocks of {block} per multiprocessor");
        let grid = per_sm * sms;
        dev.memset_zeros(&mut counter).unwrap();
        // SAFETY: count_blocks(unsigned *counter): one atomic add per block.
        unsafe { (&f).launch_cooperative(cfg((grid, 1, 1), (block, 1, 1), smem), (&mut counter,)) }
            .unwrap_or_else(|e| panic!("{grid} blocks of {block} ({smem} bytes shared): {e}"));
        assert_eq!(dev.dtoh_sync_copy(&counter).unwrap(), [grid], "every block");
        dev.memset_zeros(&mut counter).unwrap();
        let over = cfg((grid + 1, 1, 1), (block, 1, 1), smem);
        // SAFETY: refused by the driver before anything runs.
        let e = unsafe { (&f).launch_cooperative(over, (&mut counter,)) }.unwrap_err();
        let what = format!("kernel \"count_blocks\" with grid ({}, 1, 1)", grid + 1);
        expect_error(
            &e,
            CUresult::CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,
            &[&what],
        );
        assert_eq!(dev.dtoh_sync_copy(&counter).unwrap(), [0], "nothing ran");
    }
    assert_usable(&dev);
}

/// launch.rs (Ordering): "the kernel waits for earlier writes to what it reads and for earlier
/// reads and writes of what it writes ... later uses of those buffers ... wait for it". A
/// launch that the driver refuses (a block of 2048) passes the crate's own checks, so it is
/// ordered and recorded with its `&mut` buffer before the driver says no.
///
/// The attack: a 300 ms `slow_fill` writes `x` on stream A; a refused launch with `&mut x` on
/// stream B (and one through the adapter); then `x` is copied on stream B and downloaded on
/// the main stream. Sound: both see the fill's values (the refused launch left B behind the
/// fill, or left the record as it was). A hole: the refused launch replaced the record of the
/// fill with a point on B that never waited, so the reads overtake the fill.
#[test]
fn a_launch_the_driver_refuses_leaves_its_buffer_behind_the_slow_writer() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let n = 1 << 20;
    let (a, b) = (dev.new_stream().unwrap(), dev.new_stream().unwrap());
    let mut x = dev.alloc_zeros::<f32>(n).unwrap();
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let bad = cfg((1, 1, 1), (2048, 1, 1), 0);
    for round in 0..2 {
        let value = 4.0 + round as f32;
        k.fill(Some(&a), &mut x, value, cycles_for_ms(&dev, 300));
        let e = if round == 0 {
            // SAFETY: refused by the driver before anything runs.
            unsafe { (&k.add).launch_on_stream(&b, bad, (&mut x, n, 1.0f32)) }.unwrap_err()
        } else {
            // SAFETY: as above.
            unsafe { adev.launch(&k.add, bad, (&mut x, n, 1.0f32)) }
                .wait()
                .unwrap_err()
        };
        expect_error(&e, e.0, &["(2048 threads per block)"]);
        b.memcpy_dtod(&x, &mut y).unwrap();
        live(
            peek(&dev, &x).iter().all(|&v| v != value),
            "the 300 ms fill had ended before the refused launch returned",
        );
        assert_all(
            &dev.dtoh_sync_copy(&y).unwrap(),
            value,
            "a copy on the refused launch's stream",
        );
        assert_all(&dev.dtoh_sync_copy(&x).unwrap(), value, "a download");
    }
    drop((a, b));
    assert_usable(&dev);
}

// ---- managed, pinned and registered memory ----

/// managed.rs (`ManagedSlice`): "The host reads and writes it through `as_slice` ... the
/// borrow then keeps new kernels from being given it mutably"; kernels "take it like a
/// `CudaSlice`: `&x` or `&mut x`"; `prefetch` is "Only a hint: the contents never change".
///
/// The attack: one thread holds `as_slice` and reads it over and over while another thread
/// launches a 300 ms kernel that reads the managed memory (`&m`), prefetches it to the device
/// and back, and takes a second host borrow. Sound: the first borrow reads the same values
/// throughout, the second (which waits for the kernel) too, and the kernel copied them. A
/// hole: the host view changes under a shared borrow, or the launch or a prefetch is refused
/// or blocks while the borrow is held.
#[test]
fn a_host_borrow_of_managed_memory_stays_put_while_another_thread_launches_and_prefetches() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let k = slow_kernels(&dev);
    let n = 1 << 20;
    let want = &iota(n);
    let mut m = dev.alloc_managed::<f32>(n).unwrap();
    m.as_mut_slice().unwrap().copy_from_slice(want);
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    let s = dev.new_stream().unwrap();
    let cycles = cycles_for_ms(&dev, 300);
    let (m, done) = (&m, AtomicBool::new(false));
    std::thread::scope(|sc| {
        let host = m.as_slice().unwrap();
        let (y, s, k, done) = (&mut y, &s, &k, &done);
        let worker = sc.spawn(move || {
            let _done = crate::attack::StopOnDrop(done);
            // SAFETY: slow_copy(unsigned long long, float *dst, const float *src, size_t n)
            // reads m and writes y within n elements.
            unsafe { (&k.copy).launch_on_stream(s, CFG, (cycles, y, m, n)) }.unwrap();
            m.prefetch_to_device().unwrap();
            m.prefetch_to_host().unwrap();
            let again = m.as_slice().unwrap();
            assert_same(again, want, "a second host borrow, behind the kernel");
        });
        let mut rounds = 0;
        while !done.load(Ordering::Acquire) {
            assert_same(
                host,
                want,
                "the first host borrow, while the other thread works",
            );
            rounds += 1;
        }
        println!("the first borrow was read {rounds} times meanwhile");
        if let Err(p) = worker.join() {
            std::panic::resume_unwind(p);
        }
    });
    assert_same(
        &dev.dtoh_sync_copy(&y).unwrap(),
        &iota(n),
        "what the kernel read",
    );
}

/// managed.rs: `as_slice` / `as_mut_slice` "first wait for all work of the device's context
/// (every stream)"; async/mod.rs: "Each method enqueues its work when called", and "dropping
/// or leaking the future cannot free memory that a copy still reads or writes"; compose: `run`
/// "Executes now".
///
/// The attack: behind a 300 ms fill through the adapter, an upload into managed memory whose
/// future is forgotten; then, the host writes through `as_mut_slice`. Then a chain (a 300 ms
/// fill, then an add) whose future is forgotten, and `as_slice`. Sound: the host sees the
/// upload and the chain's result, and what it wrote stays (nothing of the forgotten work lands
/// after it). A hole: stale values, or the upload landing over the host's write.
#[test]
fn managed_memory_behind_forgotten_async_uploads_and_chains_shows_them_and_keeps_the_hosts() {
    let dev = gpu!();
    if !concurrent_managed(&dev) {
        return;
    }
    let k = slow_kernels(&dev);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let n = 1 << 20;
    let cycles = cycles_for_ms(&dev, 300);
    let mut m = dev.alloc_managed::<f32>(n).unwrap();
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the n elements.
    std::mem::forget(unsafe { adev.launch(&k.fill, CFG, (cycles, &mut m, n, 1.0f32)) });
    std::mem::forget(adev.htod_copy_into(vec![2.0f32; n], &mut m));
    let host = m.as_mut_slice().unwrap();
    assert_all(
        host,
        2.0,
        "as_mut_slice after a forgotten upload behind a slow fill",
    );
    host.fill(5.0);
    dev.synchronize().unwrap();
    assert_all(&dev.dtoh_sync_copy(&m).unwrap(), 5.0, "what the host wrote");
    let ops = adev.ops();
    // SAFETY: slow_fill as above; add_all(float*, size_t, float) stays within n.
    let chain = unsafe { ops.launch(&k.fill, CFG, (cycles, &mut m, n, 3.0f32)) }
        // SAFETY: as above.
        .then(|(_, m, n, _)| unsafe { ops.launch(&k.add, CFG, (m, n, 1.0f32)) })
        .run();
    std::mem::forget(chain);
    assert_all(
        m.as_slice().unwrap(),
        4.0,
        "as_slice after a forgotten chain",
    );
    m.as_mut_slice().unwrap().fill(6.0);
    adev.synchronize().wait().unwrap();
    assert_all(
        m.as_slice().unwrap(),
        6.0,
        "what the host wrote after the chain",
    );
}

/// host.rs: "The copies that take host slices return only once the copy is done ... so no copy
/// can still be using the memory when it is freed or unregistered"; launch.rs / memory.rs:
/// copies are ordered with the buffers' other users on any stream.
///
/// The attack: a 300 ms kernel on another stream writes managed memory `m`; an upload from a
/// `PinnedHostSlice` into `m` is made at once, and the pinned memory is overwritten and freed
/// as soon as it returns. Then a 300 ms `slow_copy` on that stream reads `m` into `y`, and a
/// download of `y` into a `RegisteredVec` is made at once and unregistered and overwritten as
/// soon as it returns. Sound: `m` ends with the pinned values (the upload came after the
/// kernel and read the pinned memory before it was overwritten), and the registered `Vec`
/// holds them too. A hole: the kernel's values in `m` (the upload ran first), the overwritten
/// values, or zeros in the `Vec` (the download still running when it returned).
#[test]
fn pinned_and_registered_memory_reused_at_once_around_slow_kernels_on_managed_memory() {
    let dev = gpu!();
    let k = slow_kernels(&dev);
    let n = 1 << 20;
    let cycles = cycles_for_ms(&dev, 300);
    let s = dev.new_stream().unwrap();
    let mut m = dev.alloc_managed::<f32>(n).unwrap();
    let mut pinned = dev.alloc_pinned::<f32>(n).unwrap();
    pinned.fill(2.0);
    // SAFETY: slow_fill(unsigned long long, float*, size_t, float) writes the n elements.
    unsafe { (&k.fill).launch_on_stream(&s, CFG, (cycles, &mut m, n, 1.0f32)) }.unwrap();
    dev.htod_sync_copy_into(&pinned, &mut m).unwrap();
    pinned.fill(9.0);
    drop(pinned);
    assert_all(
        &dev.dtoh_sync_copy(&m).unwrap(),
        2.0,
        "an upload from pinned memory behind a slow writer, then overwritten and freed",
    );
    let mut y = dev.alloc_zeros::<f32>(n).unwrap();
    // SAFETY: slow_copy(unsigned long long, float *dst, const float *src, size_t n).
    unsafe { (&k.copy).launch_on_stream(&s, CFG, (cycles, &mut y, &m, n)) }.unwrap();
    let mut reg = dev.register_host(vec![0.0f32; n]).unwrap();
    dev.dtoh_sync_copy_into(&y, &mut reg).unwrap();
    let mut back = reg.into_inner();
    assert_all(
        &back,
        2.0,
        "a download into registered memory behind a slow copy",
    );
    back.fill(7.0);
    assert_all(&dev.dtoh_sync_copy(&y).unwrap(), 2.0, "the device copy");
    drop(s);
    assert_usable(&dev);
}
