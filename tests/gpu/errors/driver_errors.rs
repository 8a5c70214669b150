//! What a `DriverError` carries and that it leaves the device usable: a device that does not exist,
//! an allocation far beyond memory, a missing PTX file, cudarc's tuple-struct errors keeping
//! their context across threads, and a held error's text kept while the crate makes others.

use crate::kernels::{BASIC, assert_usable};
use cuda_driver::driver::sys::CUresult;
use cuda_driver::driver::{CudaDevice, DriverError, LaunchAsync, LaunchConfig, sys};
use cuda_driver::nvrtc::Ptx;

#[test]
fn missing_ptx_file_is_named() {
    let dev = gpu!();
    let err = dev
        .load_ptx(Ptx::from_file("no/such/dir/missing.ptx"), "m", &["k"])
        .unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("no/such/dir/missing.ptx"), "{msg}");
    assert_eq!(err.0, sys::CUresult::CUDA_ERROR_FILE_NOT_FOUND, "{msg}");
    assert!(
        Ptx::from_file("no/such/dir/missing.ptx")
            .try_to_src()
            .is_err()
    );
}

#[test]
fn opening_a_missing_device_names_the_count() {
    let _dev = gpu!();
    let count = CudaDevice::count().unwrap();
    let e = CudaDevice::new(999).unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_DEVICE);
    assert!(msg.contains("999"), "{msg}");
    assert!(
        msg.contains(&format!("this machine has {count} CUDA device")),
        "{msg}"
    );
    let e = CudaDevice::new_with_stream(count as usize).unwrap_err();
    assert_eq!(e.0, CUresult::CUDA_ERROR_INVALID_DEVICE);
}

#[test]
fn allocating_far_more_than_memory() {
    let dev = gpu!();
    let e = dev.alloc_zeros::<u8>(1 << 50).unwrap_err();
    let msg = e.to_string();
    println!("{msg}");
    assert_eq!(e.0, CUresult::CUDA_ERROR_OUT_OF_MEMORY, "{msg}");
    assert!(
        msg.contains("1024.0 TiB") && msg.contains("device 0"),
        "says how much and where: {msg}"
    );
    // The other allocation paths fail the same way.
    assert!(dev.alloc_zeros::<f64>(1 << 47).is_err());
    // SAFETY: never read; the allocation fails.
    let e = unsafe { dev.alloc::<u32>(1 << 48) }.unwrap_err();
    assert_eq!(e.0, CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    // A size that overflows usize is an error before the driver is asked.
    // SAFETY: as above.
    let e = unsafe { dev.alloc::<u64>(usize::MAX / 4) }.unwrap_err();
    assert!(e.to_string().contains("overflows"), "{e}");
    assert!(dev.alloc_zeros::<[u8; 16]>(usize::MAX / 8).is_err());
    // The error is not sticky and not kept for later calls.
    dev.synchronize().unwrap();
    assert_usable(&dev);
    let free = cuda_driver::driver::result::mem_get_info().unwrap();
    println!("free/total after: {free:?}");
}

#[test]
fn driver_error_api() {
    let _dev = gpu!();
    let e = DriverError::new(CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    assert_eq!(e.0, CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    assert_eq!(e.code(), CUresult::CUDA_ERROR_OUT_OF_MEMORY);
    assert_eq!(e.name(), "CUDA_ERROR_OUT_OF_MEMORY");
    assert_eq!(e.description(), "out of memory");
    assert_eq!(
        e.error_name().unwrap().to_str().unwrap(),
        "CUDA_ERROR_OUT_OF_MEMORY"
    );
    assert_eq!(e.error_string().unwrap().to_str().unwrap(), "out of memory");
    assert!(e.what().is_none());
    assert!(e.load_error().is_none());
    let with = e.context("while testing");
    assert_eq!(with.what(), Some("while testing".to_string()));
    assert_eq!(with, e, "equal by code");
    assert_eq!(
        with.to_string(),
        "CUDA_ERROR_OUT_OF_MEMORY (out of memory) while testing"
    );
    assert!(format!("{with:?}").contains("while testing"));
    let boxed: Box<dyn std::error::Error + Send + Sync> = Box::new(with);
    assert!(boxed.source().is_none());
    // A code newer than the bindings reaches Rust as CUDA_ERROR_UNKNOWN (see the sys docs).
    assert_eq!(cuda_driver::driver::sys::CUresult::from_raw(123_456), None);
}

#[test]
fn errors_are_cudarcs_tuple_structs_and_keep_their_context_across_threads() {
    let dev = gpu!();
    // cudarc's shape: built and matched as a tuple struct, Copy.
    let e = DriverError(CUresult::CUDA_ERROR_INVALID_VALUE);
    let copy = e;
    assert!(matches!(
        copy,
        DriverError(CUresult::CUDA_ERROR_INVALID_VALUE)
    ));
    assert_eq!(copy, e);
    // A refused call names the problem on the thread it returns on.
    let mut x = dev.alloc_zeros::<u32>(4).unwrap();
    let sync = dev.htod_sync_copy_into(&[1u32, 2, 3], &mut x).unwrap_err();
    assert!(
        sync.to_string().contains("3 elements") && sync.to_string().contains('4'),
        "{sync}"
    );
    // An async one is awaited on another thread: the context goes with the future.
    let adev = cuda_driver::r#async::AsyncDevice::new(dev.clone()).unwrap();
    let fut = adev.htod_copy_into(vec![1u32, 2, 3], &mut x);
    let msg =
        std::thread::spawn(move || futures_lite::future::block_on(fut).unwrap_err().to_string())
            .join()
            .unwrap();
    assert!(
        msg.contains("htod_copy_into") && msg.contains("3 elements"),
        "{msg}"
    );
}

/// A held error's text stays as it was while the crate makes errors it does not return: the
/// lookup of a missing kernel (`get_func` answers `None`) and the first launch of a kernel
/// (which asks the driver for its parameters until it refuses) leave a held
/// `CUDA_ERROR_NOT_FOUND` and a held `CUDA_ERROR_INVALID_VALUE` as they were.
#[test]
fn a_held_error_keeps_its_text_through_lookups_and_probes() {
    let dev = gpu!();
    let missing = dev
        .load_ptx(Ptx::from_src(BASIC), "held_errors", &["no_such_kernel"])
        .unwrap_err();
    assert_eq!(missing.0, CUresult::CUDA_ERROR_NOT_FOUND);
    let missing_text = missing.to_string();
    assert!(missing_text.contains("no_such_kernel"), "{missing_text}");
    let mut x = dev.alloc_zeros::<f32>(4).unwrap();
    let short = dev.htod_sync_copy_into(&[1.0f32; 3], &mut x).unwrap_err();
    assert_eq!(short.0, CUresult::CUDA_ERROR_INVALID_VALUE);
    let short_text = short.to_string();
    assert!(short_text.contains("3 elements"), "{short_text}");
    // A module that loads, a kernel it lacks, and a first launch of one it has.
    dev.load_ptx(Ptx::from_src(BASIC), "held_errors_ok", &["add_one"])
        .unwrap();
    assert!(dev.get_func("held_errors_ok", "no_such_kernel").is_none());
    let add_one = dev.get_func("held_errors_ok", "add_one").unwrap();
    // SAFETY: add_one(float *x, size_t n) writes within n elements.
    unsafe { add_one.launch(LaunchConfig::for_num_elems(4), (&mut x, 4usize)) }.unwrap();
    dev.synchronize().unwrap();
    assert_eq!(missing.to_string(), missing_text, "the held NOT_FOUND");
    assert_eq!(short.to_string(), short_text, "the held INVALID_VALUE");
}

/// The details a thread keeps are not evicted: after errors of every other code the driver
/// has, made with context on the same thread, a held error still says what it said.
#[test]
fn a_held_error_keeps_its_text_after_errors_of_every_other_code() {
    let dev = gpu!();
    let mut x = dev.alloc_zeros::<u32>(4).unwrap();
    let held = dev.htod_sync_copy_into(&[1u32; 3], &mut x).unwrap_err();
    let text = held.to_string();
    let others: Vec<CUresult> = (1..1200)
        .filter_map(CUresult::from_raw)
        .filter(|&c| c != held.0)
        .collect();
    assert!(others.len() > 32, "{} other codes", others.len());
    for &code in &others {
        let e = DriverError::new(code).context(format!("while testing {code:?}"));
        assert!(e.to_string().ends_with(&format!("while testing {code:?}")));
    }
    assert_eq!(held.to_string(), text, "after {} other codes", others.len());
}
