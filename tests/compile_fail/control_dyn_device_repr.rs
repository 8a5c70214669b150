// expect: compiles
// `DeviceRepr` stays a trait object type, as in cudarc: argument lists built at run time.
use cuda_driver::driver::DeviceRepr;

pub fn params(args: &[Box<dyn DeviceRepr>]) -> Vec<*mut std::ffi::c_void> {
    args.iter().map(|a| a.as_kernel_param()).collect()
}
