//! cudarc 0.19's `nvrtc::result`: the crate's checked NVRTC calls
//! ([`crate::nvrtc::result`]), with cudarc 0.19's [`create_program`], which takes the source
//! and the program's name as C strings.
//!
//! # Examples
//!
//! ```no_run
//! use cuda_driver::stream_api::nvrtc::result;
//!
//! let prog = result::create_program(c"extern \"C\" __global__ void k() {}", None)?;
//! // SAFETY: the program is live, compiled, then destroyed once.
//! unsafe {
//!     result::compile_program::<&str>(prog, &[])?;
//!     assert!(!result::get_ptx(prog)?.is_empty());
//!     result::destroy_program(prog)?;
//! }
//! # Ok::<(), cuda_driver::stream_api::nvrtc::result::NvrtcError>(())
//! ```

pub use crate::nvrtc::result::*;

use std::ffi::CStr;

/// Creates a program from `src`, named `name` in NVRTC's messages (`nvrtcCreateProgram`, no
/// headers), as cudarc 0.19 has it. Destroy it with [`destroy_program`].
///
/// ```no_run
/// use cuda_driver::stream_api::nvrtc::result;
///
/// let prog = result::create_program(c"extern \"C\" __global__ void k() {}", Some(c"k.cu"))?;
/// // SAFETY: made just above, destroyed once.
/// unsafe { result::destroy_program(prog) }?;
/// # Ok::<(), cuda_driver::stream_api::nvrtc::result::NvrtcError>(())
/// ```
pub fn create_program(
    src: &CStr,
    name: Option<&CStr>,
) -> Result<crate::nvrtc::sys::nvrtcProgram, NvrtcError> {
    let mut prog = std::ptr::null_mut();
    // SAFETY: both strings are NUL-terminated and outlive the call; no headers are passed.
    unsafe {
        crate::nvrtc::sys::nvrtcCreateProgram(
            &mut prog,
            src.as_ptr(),
            name.map_or(std::ptr::null(), CStr::as_ptr),
            0,
            std::ptr::null(),
            std::ptr::null(),
        )
    }
    .result()?;
    Ok(prog)
}
