//! The bad-input catalogue (`src/bad_input.md`), one test per row: each bad input gives the
//! documented error (its code, and a message that names the problem), never a panic inside the
//! crate, and the device stays usable afterwards. Zero lengths are not bad input: they succeed.
//!
//! Two rows live elsewhere because they cannot share this process: a panic inside a graph capture
//! (tests/gpu_graphs/capture.rs) and every call after a kernel fault (tests/gpu_fault.rs and
//! tests/gpu_async_fault.rs: a fault breaks the context for the whole process). The NVRTC rows need
//! no GPU and are in tests/nvrtc.rs.

use crate::kernels::{
    BASIC, assert_usable, basic, driver_checks_params, iota, random_f32, random_u32,
};
use cuda_driver::r#async::{AsyncDevice, GpuFuture};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, DeviceRepr, DriverError, LaunchAsync, LaunchConfig};
use cuda_driver::nvrtc::Ptx;
use std::ops::Bound;
use std::panic::{AssertUnwindSafe, catch_unwind};

const ONE: LaunchConfig = LaunchConfig {
    grid_dim: (1, 1, 1),
    block_dim: (1, 1, 1),
    shared_mem_bytes: 0,
};
use cuda_driver::driver::{CudaFunction, CudaSlice};
use std::sync::Arc;

/// What an error names when the two devices are two objects of GPU 0.
const SAME_GPU: &str = "two CudaDevice objects of one GPU";

/// Asserts the code, and that the message contains each of `parts`.
#[track_caller]
fn expect(e: &DriverError, code: CUresult, parts: &[&str]) {
    let msg = e.to_string();
    println!("{msg}");
    assert_eq!(e.0, code, "{msg}");
    for part in parts {
        assert!(msg.contains(part), "the message names {part:?}: {msg}");
    }
}

fn wait<T>(f: GpuFuture<T>) -> Result<T, DriverError> {
    futures_lite::future::block_on(f)
}

#[test]
fn zero_lengths_succeed() {
    let dev = gpu!();
    basic(&dev);
    let add_one = dev.get_func("basic", "add_one").unwrap();

    let mut empty = dev.alloc_zeros::<f32>(0).unwrap();
    assert!(empty.is_empty());
    // SAFETY: zero elements: nothing to read.
    let mut uninit = unsafe { dev.alloc::<f32>(0) }.unwrap();
    let mut copied = dev.htod_sync_copy::<f32>(&[]).unwrap();
    assert_eq!(copied.len(), 0);
    assert_eq!(dev.htod_copy(Vec::<f32>::new()).unwrap().len(), 0);
    dev.htod_sync_copy_into(&[], &mut empty).unwrap();
    dev.htod_copy_into(Vec::new(), &mut uninit).unwrap();
    assert_eq!(dev.dtoh_sync_copy(&empty).unwrap(), Vec::<f32>::new());
    dev.dtoh_sync_copy_into(&empty, &mut []).unwrap();
    dev.memset_zeros(&mut empty).unwrap();
    dev.dtod_copy(&empty, &mut copied).unwrap();
    assert_eq!(empty.try_clone().unwrap().len(), 0);
    assert!(dev.sync_reclaim(uninit).unwrap().is_empty());
    assert_eq!(dev.null::<f32>().unwrap().len(), 0);

    // Empty views of a non-empty buffer.
    let data = random_f32(10, 1);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    let mut tail = x.slice_mut(10..);
    dev.htod_sync_copy_into(&[], &mut tail).unwrap();
    dev.memset_zeros(&mut tail).unwrap();
    assert!(dev.dtoh_sync_copy(&x.slice(3..3)).unwrap().is_empty());

    // A stream's copies.
    let stream = dev.new_stream().unwrap();
    stream.memcpy_dtod(&empty, &mut copied).unwrap();
    stream.memset_zeros(&mut copied).unwrap();

    // Launches with empty buffers (the kernel gets a null pointer and n = 0).
    // SAFETY: add_one(float*, size_t) touches nothing when n = 0.
    unsafe { add_one.clone().launch(ONE, (&mut empty, 0usize)) }.unwrap();
    // SAFETY: as above.
    unsafe { (&add_one).launch_on_stream(&stream, ONE, (&mut copied, 0usize)) }.unwrap();
    // SAFETY: as above.
    unsafe { (&add_one).launch(ONE, (&mut x.slice_mut(4..4), 0usize)) }.unwrap();

    // An element type of zero bytes: a buffer of elements that own no memory.
    let zst = dev.alloc_zeros::<[u8; 0]>(5).unwrap();
    assert_eq!((zst.len(), zst.num_bytes()), (5, 0));
    assert_eq!(dev.dtoh_sync_copy(&zst).unwrap().len(), 5);

    // The async adapter.
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let mut a0 = wait(adev.alloc_zeros::<f32>(0)).unwrap();
    let h0 = wait(adev.htod_copy(Vec::<f32>::new())).unwrap();
    assert_eq!((a0.len(), h0.len()), (0, 0));
    wait(adev.htod_copy_into(Vec::new(), &mut a0)).unwrap();
    assert!(wait(adev.dtoh_copy(&a0)).unwrap().is_empty());
    assert!(
        wait(adev.dtoh_copy_into(&a0, vec![1.0; 4]))
            .unwrap()
            .is_empty()
    );
    wait(adev.dtod_copy(&h0, &mut a0)).unwrap();
    wait(adev.memset_zeros(&mut a0)).unwrap();
    // SAFETY: as above.
    wait(unsafe { adev.launch(&add_one, ONE, (&mut a0, 0usize)) }).unwrap();
    assert!(wait(adev.reclaim(h0)).unwrap().is_empty());

    drop(stream);
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data, "nothing was touched");
    assert_usable(&dev);
}

#[test]
fn sizes_that_overflow_name_the_size() {
    let dev = gpu!();
    let n = usize::MAX / 2;
    let e = dev.alloc_zeros::<f32>(n).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[&format!("allocating {n} elements of 4 bytes"), "overflows"],
    );
    // SAFETY: the allocation fails; nothing is read.
    let e = unsafe { dev.alloc::<u64>(n) }.unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[&format!("{n} elements of 8 bytes"), "overflows"],
    );
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let e = wait(adev.alloc_zeros::<f32>(n)).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[&format!("allocating {n} elements of 4 bytes"), "overflows"],
    );
    assert_usable(&dev);
}

#[test]
fn one_pib_is_out_of_memory_naming_size_and_device() {
    let dev = gpu!();
    let e = dev.alloc_zeros::<u8>(1 << 50).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_OUT_OF_MEMORY,
        &["while allocating 1024.0 TiB on device 0"],
    );
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let e = wait(adev.alloc_zeros::<u8>(1 << 50)).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_OUT_OF_MEMORY,
        &["while allocating 1125899906842624 bytes on device 0"],
    );
    // Out of memory is not sticky.
    dev.synchronize().unwrap();
    wait(adev.synchronize()).unwrap();
    assert_usable(&dev);
}

#[test]
fn mismatched_lengths_name_both_lengths() {
    let dev = gpu!();
    let four = random_u32(4, 2);
    let mut dst4 = dev.htod_sync_copy(&four).unwrap();
    let src3 = dev.htod_sync_copy(&[7u32, 8, 9]).unwrap();
    let both = "the source has 3 elements but the destination has 4";

    let e = dev.htod_sync_copy_into(&[1, 2, 3], &mut dst4).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in htod_sync_copy_into", both],
    );
    let e = dev.htod_copy_into(vec![1, 2, 3], &mut dst4).unwrap_err();
    expect(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[both]);
    let mut host5 = [0u32; 5];
    let e = dev.dtoh_sync_copy_into(&dst4, &mut host5).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[
            "in dtoh_sync_copy_into",
            "the source has 4 elements but the destination has 5",
        ],
    );
    let e = dev.dtod_copy(&src3, &mut dst4).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in dtod_copy", both],
    );
    let stream = dev.new_stream().unwrap();
    let e = stream.memcpy_dtod(&src3, &mut dst4).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in CudaStream::memcpy_dtod", both],
    );
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let e = wait(adev.htod_copy_into(vec![1, 2, 3], &mut dst4)).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in htod_copy_into", both],
    );
    let e = wait(adev.dtod_copy(&src3, &mut dst4)).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &["in dtod_copy", both],
    );

    drop(stream);
    assert_eq!(
        dev.dtoh_sync_copy(&dst4).unwrap(),
        four,
        "nothing was copied"
    );
    assert_eq!(wait(adev.dtoh_copy(&dst4)).unwrap(), four);
    assert_usable(&dev);
}

#[test]
fn buffers_of_another_device_object_are_refused_naming_both() {
    let dev = gpu!();
    let other = CudaDevice::new(0).unwrap();
    basic(&dev);
    basic(&other);
    let add_one = dev.get_func("basic", "add_one").unwrap();
    let add_one_other = other.get_func("basic", "add_one").unwrap();
    let data = random_f32(64, 3);
    let mine = dev.htod_sync_copy(&data).unwrap();
    let mut theirs = other.htod_sync_copy(&data).unwrap();
    let buffer = "the buffer belongs to device 0 but the operation runs on device 0";

    // The device's own copies.
    refused(
        dev.htod_sync_copy_into(&data, &mut theirs).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        buffer,
    );
    refused(
        dev.dtoh_sync_copy(&theirs).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        buffer,
    );
    refused(
        dev.dtod_copy(&mine, &mut theirs).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        buffer,
    );
    refused(
        dev.memset_zeros(&mut theirs).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        buffer,
    );

    // Launches: a buffer argument of the other object, and a stream of the other object.
    // SAFETY: refused before launching.
    let e = unsafe { (&add_one).launch(ONE, (&mut theirs, 64usize)) }.unwrap_err();
    refused(
        e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "argument 0 of kernel \"add_one\" belongs to device 0 but the kernel runs on device 0",
    );
    let their_stream = other.new_stream().unwrap();
    let mut mine_mut = mine.try_clone().unwrap();
    // SAFETY: refused before launching.
    let e = unsafe { (&add_one).launch_on_stream(&their_stream, ONE, (&mut mine_mut, 64usize)) }
        .unwrap_err();
    refused(
        e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "kernel \"add_one\" belongs to device 0 but the stream belongs to device 0",
    );

    let (theirs, mine_mut) = streams_and_the_adapter_refuse_them(
        &dev,
        (&add_one, &add_one_other),
        data.clone(),
        mine,
        (theirs, mine_mut),
    );

    // Nothing was touched, and both objects work.
    drop(their_stream);
    assert_eq!(other.dtoh_sync_copy(&theirs).unwrap(), data);
    assert_eq!(dev.dtoh_sync_copy(&mine_mut).unwrap(), data);
    assert_usable(&dev);
    assert_usable(&other);
}

/// An error naming both device objects of one GPU, with `code`, that says `what`.
fn refused(e: DriverError, code: CUresult, what: &str) {
    expect(&e, code, &[what, SAME_GPU]);
}

/// The streams' and the async adapter's part of
/// `buffers_of_another_device_object_are_refused_naming_both`: copies and launches with a buffer
/// or kernel of the other device object are refused. The other object's buffer and this one's
/// copy, handed back untouched.
fn streams_and_the_adapter_refuse_them(
    dev: &Arc<CudaDevice>,
    (add_one, add_one_other): (&CudaFunction, &CudaFunction),
    data: Vec<f32>,
    mine: CudaSlice<f32>,
    (mut theirs, mut mine_mut): (CudaSlice<f32>, CudaSlice<f32>),
) -> (CudaSlice<f32>, CudaSlice<f32>) {
    // A stream's copies.
    let my_stream = dev.new_stream().unwrap();
    let on_stream = "in CudaStream::memcpy_dtod: the buffer belongs to device 0 but the stream \
                     belongs to device 0";
    refused(
        my_stream.memcpy_dtod(&mine, &mut theirs).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        on_stream,
    );
    refused(
        my_stream.memset_zeros(&mut theirs).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "in CudaStream::memset_zeros",
    );

    // The async adapter.
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let wraps = "the buffer belongs to device 0 but this AsyncDevice wraps device 0";
    refused(
        wait(adev.htod_copy_into(data.clone(), &mut theirs)).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        wraps,
    );
    refused(
        wait(adev.dtoh_copy(&theirs)).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        wraps,
    );
    refused(
        wait(adev.dtod_copy(&mine, &mut theirs)).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        wraps,
    );
    refused(
        wait(adev.memset_zeros(&mut theirs)).unwrap_err(),
        CUresult::CUDA_ERROR_INVALID_VALUE,
        wraps,
    );
    // SAFETY: refused before launching.
    let e = wait(unsafe { adev.launch(add_one_other, ONE, (&mut mine_mut, 64usize)) }).unwrap_err();
    refused(
        e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "kernel \"add_one\" belongs to device 0 but this AsyncDevice wraps device 0",
    );
    // SAFETY: refused before launching.
    let e = wait(unsafe { adev.launch(add_one, ONE, (&mut theirs, 64usize)) }).unwrap_err();
    refused(
        e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        "argument 0 of kernel \"add_one\" belongs to device 0",
    );
    (theirs, mine_mut)
}

#[test]
#[allow(clippy::reversed_empty_ranges)]
fn out_of_range_views_are_none() {
    let dev = gpu!();
    let data: Vec<u8> = (0..10).collect();
    let mut a = dev.htod_sync_copy(&data).unwrap();

    // Owned buffers.
    assert!(a.try_slice(5..11).is_none());
    assert!(a.try_slice(11..).is_none());
    assert!(a.try_slice(..=10).is_none());
    assert!(a.try_slice(..=usize::MAX).is_none());
    assert!(a.try_slice(6..5).is_none());
    assert!(
        a.try_slice((Bound::Excluded(usize::MAX), Bound::Unbounded))
            .is_none()
    );
    assert_eq!(a.try_slice(10..).unwrap().len(), 0, "the end is in range");
    assert!(a.try_slice_mut(5..11).is_none());
    assert!(a.try_slice_mut(usize::MAX..).is_none());
    assert!(a.try_split_at_mut(11).is_none());
    assert!(a.try_split_at_mut(usize::MAX).is_none());
    assert!(a.try_split_at_mut(10).is_some());

    // Views: bounds are the view's, not the buffer's.
    let v = a.slice(2..6);
    assert!(v.try_slice(3..5).is_none());
    assert!(v.try_slice(..=4).is_none());
    assert_eq!(v.try_slice(1..4).unwrap().len(), 3);
    // (A mutable view lends itself out for its whole life, hence a fresh one each time.)
    assert!(a.slice_mut(2..6).try_slice(0..5).is_none());
    assert!(a.slice_mut(2..6).try_slice_mut(4..=4).is_none());
    assert_eq!(a.slice_mut(2..6).try_slice_mut(4..).unwrap().len(), 0);
    assert!(a.slice_mut(2..6).try_split_at_mut(5).is_none());
    assert!(a.slice_mut(2..6).try_split_at_mut(4).is_some());

    // Reinterpreting: a size that overflows is None, not an arithmetic panic.
    // SAFETY: every result is None; nothing is read.
    unsafe {
        assert!(a.transmute::<u64>(usize::MAX).is_none());
        assert!(a.transmute_mut::<u64>(usize::MAX).is_none());
        assert!(a.transmute::<u64>(2).is_none(), "16 bytes do not fit in 10");
        assert!(a.transmute::<[u8; 3]>(usize::MAX / 2).is_none());
        let v = a.slice(..);
        assert!(v.transmute::<u64>(usize::MAX).is_none());
        let mut m = a.slice_mut(..);
        assert!(m.transmute::<u32>(usize::MAX).is_none());
        assert!(m.transmute_mut::<u32>(usize::MAX).is_none());
    }
    // SAFETY: any bytes are valid u16s.
    assert_eq!(unsafe { a.transmute::<u16>(5) }.unwrap().len(), 5);

    assert_eq!(dev.dtoh_sync_copy(&a).unwrap(), data);
    assert_usable(&dev);
}

#[test]
fn wrong_launch_arguments_name_kernel_parameter_and_sizes() {
    let dev = gpu!();
    if !driver_checks_params() {
        return;
    }
    basic(&dev);
    let f = dev.get_func("basic", "three_args").unwrap();
    let input = dev.htod_sync_copy(&random_f32(64, 4)).unwrap();
    let mut out = dev.alloc_zeros::<f32>(64).unwrap();
    let cfg = LaunchConfig::for_num_elems(64);
    let count = |given: &str| {
        format!(
            "kernel \"three_args\" takes 3 parameters ([8, 8, 4] bytes each) but was given {given}"
        )
    };
    let f64_for_int = "kernel \"three_args\" parameter 2 is 4 bytes but argument 2 is 8 bytes";

    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch(cfg, (&mut out, &input)) }.unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[&count("2 arguments")],
    );
    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch(cfg, (&mut out, &input, 64i32, 0i32)) }.unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[&count("4 arguments")],
    );
    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch(cfg, (&mut out, &input, 64.0f64)) }.unwrap_err();
    expect(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[f64_for_int]);
    // SAFETY: refused by the argument check before anything is launched.
    let e = unsafe { (&f).launch_cooperative(cfg, (&mut out, &input, 64.0f64)) }.unwrap_err();
    expect(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[f64_for_int]);
    let stream = dev.new_stream().unwrap();
    // SAFETY: refused by the argument check before anything is launched.
    let e =
        unsafe { (&f).launch_on_stream(&stream, cfg, (&mut out, &input, 64.0f64)) }.unwrap_err();
    expect(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[f64_for_int]);
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    // SAFETY: refused by the argument check before anything is launched.
    let e = wait(unsafe { adev.launch(&f, cfg, (&mut out, &input)) }).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_VALUE,
        &[&count("2 arguments")],
    );
    // SAFETY: refused by the argument check before anything is launched.
    let e = wait(unsafe { adev.launch(&f, cfg, (&mut out, &input, 64.0f64)) }).unwrap_err();
    expect(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &[f64_for_int]);

    drop(stream);
    assert_eq!(
        dev.dtoh_sync_copy(&out).unwrap(),
        vec![0.0; 64],
        "nothing ran"
    );
    assert_usable(&dev);
}

#[test]
fn impossible_launch_configurations_name_kernel_and_configuration() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "add_one").unwrap();
    let data = random_f32(32, 5);
    let mut x = dev.htod_sync_copy(&data).unwrap();
    let stream = dev.new_stream().unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let cfg = |grid_dim, block_dim, shared_mem_bytes| LaunchConfig {
        grid_dim,
        block_dim,
        shared_mem_bytes,
    };
    // Each configuration is refused the same way on the main stream, on a stream and by the
    // async adapter.
    let mut refused = |c: LaunchConfig, parts: &[&str]| {
        // SAFETY: each configuration is refused before anything runs.
        let sync = unsafe { (&f).launch(c, (&mut x, 32usize)) }.unwrap_err();
        // SAFETY: as above.
        let on = unsafe { (&f).launch_on_stream(&stream, c, (&mut x, 32usize)) }.unwrap_err();
        // SAFETY: as above.
        let a = wait(unsafe { adev.launch(&f, c, (&mut x, 32usize)) }).unwrap_err();
        let (g, b) = (c.grid_dim, c.block_dim);
        let what = format!("while launching kernel \"add_one\" with grid {g:?}, block {b:?}");
        for e in [sync, on, a] {
            let mut all = vec![what.as_str()];
            all.extend_from_slice(parts);
            expect(&e, CUresult::CUDA_ERROR_INVALID_VALUE, &all);
        }
    };
    refused(
        cfg((1, 1, 1), (4096, 1, 1), 0),
        &["(4096 threads per block)"],
    );
    refused(
        cfg((1, 1, 1), (32, 32, 2), 0),
        &["(2048 threads per block)"],
    );
    let zero = "every grid and block dimension must be at least 1";
    for (g, b) in [
        ((0, 1, 1), (32, 1, 1)),
        ((1, 0, 1), (32, 1, 1)),
        ((1, 1, 0), (32, 1, 1)),
        ((1, 1, 1), (0, 1, 1)),
        ((1, 1, 1), (32, 0, 1)),
        ((1, 1, 1), (32, 1, 0)),
    ] {
        refused(cfg(g, b, 0), &[zero]);
    }
    refused(
        cfg((1, 1, 1), (32, 1, 1), 1 << 20),
        &["and 1048576 bytes of dynamic shared memory"],
    );
    refused(cfg((1, 65536, 1), (32, 1, 1), 0), &["grid (1, 65536, 1)"]);

    // None of them ran, none broke anything.
    drop(stream);
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), data);
    wait(adev.synchronize()).unwrap();
    assert_usable(&dev);
}

#[test]
fn for_num_elems_u32_max_does_not_overflow() {
    let cfg = LaunchConfig::for_num_elems(u32::MAX);
    assert_eq!(cfg.grid_dim, (4_194_304, 1, 1));
    assert_eq!(cfg.block_dim, (1024, 1, 1));
    assert_eq!(cfg.shared_mem_bytes, 0);
    assert_eq!(
        LaunchConfig::for_num_elems(u32::MAX - 1023).grid_dim.0,
        4_194_303
    );
    assert_eq!(LaunchConfig::for_num_elems(1).grid_dim, (1, 1, 1));
}

#[test]
fn for_num_elems_u32_max_launches() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "add_one").unwrap();
    let mut x = dev.htod_sync_copy(&[41.0f32]).unwrap();
    // SAFETY: add_one(float*, size_t) guards with i < n (computed in size_t): only x[0] is
    // touched by the 2^32 threads.
    unsafe { f.launch(LaunchConfig::for_num_elems(u32::MAX), (&mut x, 1usize)) }.unwrap();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), [42.0]);
    assert_usable(&dev);
}

#[test]
fn bad_ptx_names_the_problem() {
    let dev = gpu!();

    empty_ptx_is_an_error_naming_it(&dev);

    // Garbage: the driver rejects it as an image it does not recognise (driver 580), with its
    // JIT log.
    let e = dev
        .load_ptx(Ptx::from_src("complete nonsense"), "garbage", &[])
        .unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_IMAGE,
        &[&loading("garbage"), "JIT log", "not recognized"],
    );

    // A NUL byte inside the text, which would cut it short.
    let e = dev
        .load_ptx(Ptx::from_src("abc\0def"), "nul", &[])
        .unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_IMAGE,
        &[&loading("nul"), "NUL byte at 3"],
    );
    let e = dev
        .load_ptx(Ptx::from_binary(b"abc\0def".to_vec()), "nul_bytes", &[])
        .unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_IMAGE,
        &[&loading("nul_bytes"), "NUL byte at 3"],
    );

    // A missing file.
    let e = dev
        .load_ptx(Ptx::from_file("no/such/file.ptx"), "missing", &[])
        .unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_FILE_NOT_FOUND,
        &[&loading("missing"), "cannot read no/such/file.ptx"],
    );

    // Good PTX without the kernel asked for.
    let e = dev
        .load_ptx(
            Ptx::from_src(BASIC),
            "no_kernel",
            &["add_one", "no_such_kernel"],
        )
        .unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_NOT_FOUND,
        &[&loading("no_kernel"), "no kernel named \"no_such_kernel\""],
    );

    for m in ["empty", "garbage", "nul", "missing", "no_kernel"] {
        assert!(!dev.has_func(m, "add_one"), "{m} was not loaded");
    }
    assert!(dev.get_func("basic", "add_one").is_none(), "not loaded yet");
    assert_usable(&dev);
}

/// What a refused `load_ptx` of module `m` says it was doing.
fn loading(m: &str) -> String {
    format!("while loading module {m:?} on device 0")
}

/// Empty PTX text, in memory, as bytes or from a file (named), is an invalid image.
fn empty_ptx_is_an_error_naming_it(dev: &Arc<CudaDevice>) {
    // Empty text, in memory, as bytes or from a file.
    for src in ["", " \n\t\n"] {
        let e = dev.load_ptx(Ptx::from_src(src), "empty", &[]).unwrap_err();
        expect(
            &e,
            CUresult::CUDA_ERROR_INVALID_IMAGE,
            &[&loading("empty"), "the PTX text is empty"],
        );
    }
    let e = dev
        .load_ptx(Ptx::from_binary(Vec::new()), "empty_bytes", &[])
        .unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_IMAGE,
        &[&loading("empty_bytes"), "the PTX text is empty"],
    );
    let empty_file = std::env::temp_dir().join(format!(
        "cuda-driver-bad-input-empty-{}.ptx",
        std::process::id()
    ));
    std::fs::write(&empty_file, "").unwrap();
    let e = dev
        .load_ptx(Ptx::from_file(&empty_file), "empty_file", &[])
        .unwrap_err();
    let _ = std::fs::remove_file(&empty_file);
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_IMAGE,
        &[
            &loading("empty_file"),
            &empty_file.display().to_string(),
            "the PTX text is empty",
        ],
    );
}

#[test]
fn device_ordinals_past_the_count() {
    let _dev = gpu!();
    let count = CudaDevice::count().unwrap();
    let has = if count == 1 {
        "this machine has 1 CUDA device".to_owned()
    } else {
        format!("this machine has {count} CUDA devices")
    };
    let e = CudaDevice::new(1000).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_DEVICE,
        &["while opening device 1000", &has],
    );
    let e = CudaDevice::new(usize::MAX).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_DEVICE,
        &[&format!("device {}", usize::MAX), &has],
    );
    let e = CudaDevice::new_with_stream(count as usize).unwrap_err();
    expect(
        &e,
        CUresult::CUDA_ERROR_INVALID_DEVICE,
        &[&format!("while opening device {count}"), &has],
    );
}

/// A kernel argument whose own code panics: user code that the crate calls in the middle of a
/// launch, after it has ordered the launch with the other argument's earlier uses.
#[derive(Clone, Copy)]
#[repr(transparent)]
struct PanicsWhenPassed(#[allow(dead_code)] usize);

// SAFETY: a usize; it is never actually passed (its `as_kernel_param` panics).
unsafe impl DeviceRepr for PanicsWhenPassed {
    fn as_kernel_param(&self) -> *mut std::ffi::c_void {
        panic!("user code panics inside a launch")
    }
}

#[test]
fn a_panic_in_user_code_during_a_launch_leaves_the_device_usable() {
    let dev = gpu!();
    basic(&dev);
    let f = dev.get_func("basic", "add_one").unwrap();
    let n = 3000;
    let mut x = dev.htod_sync_copy(&iota(n)).unwrap();
    let cfg = LaunchConfig::for_num_elems(n as u32);
    let stream = dev.new_stream().unwrap();
    let adev = AsyncDevice::new(dev.clone()).unwrap();
    let panicked = |r: std::thread::Result<()>| {
        let p = r.expect_err("the argument's code panicked");
        let msg = p.downcast_ref::<&str>().copied().unwrap_or_default();
        assert_eq!(msg, "user code panics inside a launch");
    };
    panicked(catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: add_one(float *x, size_t n) stays within the n elements of `x`; the second
        // argument panics before anything is enqueued.
        let _ = unsafe { (&f).launch(cfg, (&mut x, PanicsWhenPassed(n))) };
    })));
    panicked(catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: add_one(float *x, size_t n) stays within the n elements of `x`; the second
        // argument panics before anything is enqueued.
        let _ = unsafe { (&f).launch_on_stream(&stream, cfg, (&mut x, PanicsWhenPassed(n))) };
    })));
    panicked(catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: add_one(float *x, size_t n) stays within the n elements of `x`; the second
        // argument panics before anything is enqueued.
        drop(unsafe { adev.launch(&f, cfg, (&mut x, PanicsWhenPassed(n))) });
    })));

    // The buffer, the stream and the adapter all carry on: one add_one each, in order.
    // SAFETY: add_one within n elements.
    unsafe { (&f).launch(cfg, (&mut x, n)) }.unwrap();
    // SAFETY: as above.
    unsafe { (&f).launch_on_stream(&stream, cfg, (&mut x, n)) }.unwrap();
    // SAFETY: as above.
    wait(unsafe { adev.launch(&f, cfg, (&mut x, n)) }).unwrap();
    let want: Vec<f32> = iota(n).iter().map(|v| v + 3.0).collect();
    assert_eq!(dev.dtoh_sync_copy(&x).unwrap(), want);
    assert_eq!(wait(adev.dtoh_copy(&x)).unwrap(), want);
    drop(stream);
    drop(x);
    dev.synchronize().unwrap();
    assert_usable(&dev);
}
