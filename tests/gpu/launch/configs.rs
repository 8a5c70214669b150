//! Launch configurations at and one past the limits: dynamic shared memory with and without the
//! opt-in, the kernel's `.maxntid`, block z and grid x, cooperative grids at the occupancy limit,
//! and a launch the driver refuses leaving its buffer ordered behind the slow writer.

use crate::kernels::{assert_all, assert_usable, slow_kernels};
use crate::launch::kernel;
use crate::support::expect_error;
use crate::support::kernels::{ONE, cycles_for_ms};
use crate::support::races::live;
use crate::support::raw::load_k;
use cuda_driver::r#async::AsyncDevice;
use cuda_driver::driver::sys::{CUdevice_attribute, CUfunction_attribute, CUresult};
use cuda_driver::driver::{CudaDevice, DevicePtr, LaunchAsync, LaunchConfig, result};
use std::sync::Arc;

/// launch.rs: `launch_cooperative` "Launches as a cooperative kernel (all blocks resident at
/// once)": a grid that cannot be resident at once is an error naming the kernel and the
/// configuration, not a hang, and nothing runs; a grid that fits then works.
#[test]
fn a_cooperative_launch_too_large_for_the_device_is_an_error() {
    let dev = gpu!();
    let k = load_k(&dev);
    let flag = dev.htod_sync_copy(&[5i32]).unwrap();
    let mut out = dev.htod_sync_copy(&[-1i32]).unwrap();
    let big = LaunchConfig {
        grid_dim: (1 << 20, 1, 1),
        block_dim: (32, 1, 1),
        shared_mem_bytes: 0,
    };
    // SAFETY: read_flag(const int*, int*): block 0's thread 0 copies flag[0] to out[0].
    let e = unsafe { (&k.read_flag).launch_cooperative(big, (&flag, &mut out)) }.unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert_eq!(
        e.0,
        CUresult::CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,
        "{msg}"
    );
    assert!(
        msg.contains(
            "while launching kernel \"read_flag\" with grid (1048576, 1, 1), block (32, 1, 1)"
        ),
        "{msg}"
    );
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [-1], "nothing ran");
    // SAFETY: as above.
    unsafe { (&k.read_flag).launch_cooperative(ONE, (&flag, &mut out)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&out).unwrap(), [5]);
    assert_usable(&dev);
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

/// function.rs (`set_attribute`): "Opt in to more than 48 KiB of dynamic shared memory per
/// block"; launch.rs (`launch_failed`): a launch error says "which kernel and which
/// configuration"; the crate's rule: bad input gets an error that names the problem.
///
/// The test, at each limit and one word past it: the default per-block limit without the
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
/// The test: a 300 ms `slow_fill` writes `x` on stream A; a refused launch with `&mut x` on
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
