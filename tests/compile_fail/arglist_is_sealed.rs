// expect: E0277
// expect-text: `ArgList` is a "sealed trait"
// `driver::ArgList` is sealed: another crate cannot make its own type a kernel argument list
// (which could misreport the arguments' sizes or the buffers they write); arguments of its own
// types go in a tuple, through `DeviceRepr`.
use cuda_driver::driver::ArgList;

pub struct MyArgs;

impl ArgList for MyArgs {}
