// expect: compiles
// emit: link
// The control of `// emit: link` snippets: launches of buffers, scalars and arrays of plain
// data build.
use cuda_driver::driver::{CudaFunction, CudaSlice, DriverError, LaunchAsync, LaunchConfig};

pub fn launch_plain(
    f: CudaFunction,
    x: &mut CudaSlice<f32>,
    y: &CudaSlice<f32>,
) -> Result<(), DriverError> {
    // SAFETY: (a control: never run).
    unsafe {
        f.launch(
            LaunchConfig::for_num_elems(1),
            (x, y, [1.0f32, 2.0, 3.0], 4usize),
        )
    }
}
