// expect: E0080
// emit: link
// expect-text: an array of references to device buffers is not a kernel argument
// An array of buffer references would reach the kernel as the host's references (the
// addresses of the `CudaSlice` values, not of their device memory), recorded as no use of
// either buffer: refused when the program is built (`cargo build`; `cargo check` does not
// instantiate the launch). Pass each buffer as an argument of its own.
use cuda_driver::driver::{CudaFunction, CudaSlice, DriverError, LaunchAsync, LaunchConfig};

pub fn launch_with_an_array(
    f: CudaFunction,
    x: &CudaSlice<f32>,
    y: &CudaSlice<f32>,
) -> Result<(), DriverError> {
    // SAFETY: (not reached: the launch does not compile).
    unsafe { f.launch(LaunchConfig::for_num_elems(1), ([x, y],)) }
}
