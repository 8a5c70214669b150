use super::*;

#[test]
fn error_knows_names_without_a_driver() {
    let e = DriverError::new(sys::CUresult::CUDA_ERROR_INVALID_VALUE);
    assert_eq!(e.name(), "CUDA_ERROR_INVALID_VALUE");
    assert_eq!(
        format!("{:?}", sys::CUresult::CUDA_ERROR_INVALID_VALUE),
        "CUDA_ERROR_INVALID_VALUE"
    );
    assert_eq!(
        sys::CUresult::CUDA_ERROR_INVALID_VALUE.name(),
        "CUDA_ERROR_INVALID_VALUE"
    );
}

#[test]
fn an_unknown_code_becomes_cuda_error_unknown_that_names_it() {
    assert_eq!(sys::CUresult::from_raw(987_654), None);
    assert_eq!(
        sys::CUresult::from_raw(2),
        Some(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)
    );
    // What the bindings do with a code a newer driver returns (see the sys module docs).
    let code = sys::__checked(987_654, "cuMemAlloc_v2");
    assert_eq!(code, sys::CUresult::CUDA_ERROR_UNKNOWN);
    let e = code.result().unwrap_err();
    assert_eq!(e.code(), sys::CUresult::CUDA_ERROR_UNKNOWN);
    assert!(
        e.to_string()
            .contains("from cuMemAlloc_v2, which returned 987654"),
        "{e}"
    );
    // What was recorded is consumed: the next error of that code says nothing of it.
    let again = sys::CUresult::CUDA_ERROR_UNKNOWN.result().unwrap_err();
    assert!(!again.to_string().contains("987654"), "{again}");
    // Recorded for one code, it is not attached to another.
    sys::__checked(987_654, "cuMemAlloc_v2");
    let other = sys::CUresult::CUDA_ERROR_INVALID_VALUE
        .result()
        .unwrap_err();
    assert!(!other.to_string().contains("987654"), "{other}");
    let later = sys::CUresult::CUDA_ERROR_UNKNOWN.result().unwrap_err();
    assert!(!later.to_string().contains("987654"), "{later}");
}

#[test]
fn an_unknown_enum_written_back_is_an_error_that_names_it() {
    let e = checked_out(
        77,
        sys::CUstreamCaptureStatus::from_raw,
        "cuStreamIsCapturing",
    )
    .unwrap_err();
    assert_eq!(e.code(), sys::CUresult::CUDA_ERROR_UNKNOWN);
    let s = e.to_string();
    assert!(
        s.contains("from cuStreamIsCapturing, which wrote 77"),
        "{s}"
    );
    assert!(s.contains("CUstreamCaptureStatus"), "{s}");
    let ok = checked_out(
        1,
        sys::CUstreamCaptureStatus::from_raw,
        "cuStreamIsCapturing",
    );
    assert_eq!(
        ok.unwrap(),
        sys::CUstreamCaptureStatus::CU_STREAM_CAPTURE_STATUS_ACTIVE
    );
}

#[test]
fn a_missing_driver_is_a_code_with_the_loaders_message() {
    let Err(load) = crate::loader::LIBCUDA.load() else {
        return; // a driver here: nothing missing to test
    };
    // SAFETY: cuInit takes no pointers.
    let code = unsafe { sys::cuInit(0) };
    assert_eq!(code, sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED);
    let e = code.result().unwrap_err();
    assert_eq!(
        e.code(),
        sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
    );
    assert_eq!(
        e.load_error().map(|l| l.to_string()),
        Some(load.to_string())
    );
    assert!(e.to_string().contains("CUDA_DRIVER_LIBCUDA_PATH"), "{e}");
    // Through the result layer, and from the library's state once what was recorded is
    // gone (here: taken by the error above).
    let e = init().unwrap_err();
    assert!(e.to_string().contains("could not load libcuda"), "{e}");
    let e = sys::CUresult::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED
        .result()
        .unwrap_err();
    assert!(e.load_error().is_some(), "{e}");
}

#[test]
fn context_is_printed_and_nests() {
    let e = DriverError::new(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY)
        .context("inner")
        .context("while allocating 4.0 GiB on device 0");
    let s = e.to_string();
    assert!(s.starts_with("CUDA_ERROR_OUT_OF_MEMORY ("), "{s}");
    assert!(
        s.ends_with("while allocating 4.0 GiB on device 0 (inner)"),
        "{s}"
    );
    assert_eq!(e, DriverError::new(sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY));
}

#[test]
fn success_is_ok() {
    assert!(sys::CUresult::CUDA_SUCCESS.result().is_ok());
    assert!(sys::CUresult::CUDA_ERROR_NOT_READY.result().is_err());
}
